import { fromPromise } from 'xstate';

/**
 * The load and confirm-then-act factories make machines that each stand for one promise
 * actor of the app: they declare it under its own name (an invoke's id and src are that name) and
 * carry the name as `appActor`, so the view that runs such a machine provides that actor without
 * being told which.
 */
export type ForAppActor<TMachine> = TMachine & { readonly appActor: string };

export const forAppActor = <TMachine extends object>(machine: TMachine, appActor: string): ForAppActor<TMachine> =>
  Object.assign(machine, { appActor });

/**
 * The typed placeholder a machine declares in its `setup` for one of the app's promise actors
 * (`appActorPlaceholder<Result<Person[]>, string>('fetchPeople')`); the app, or a test, provides the
 * real one under that name.
 */
export const appActorPlaceholder = <TOutput, TInput = unknown>(appActor: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${appActor} is provided by the app`);
  });
