/** Links that carry where to go after signing in; '/' is the default and is left out. */
function withRedirect(path: string, redirect: string | null) {
  return redirect && redirect !== '/' ? `${path}?${new URLSearchParams({ redirect })}` : path;
}

export const loginPath = (redirect: string | null) => withRedirect('/login', redirect);
export const registerPath = (redirect: string | null) => withRedirect('/register', redirect);
