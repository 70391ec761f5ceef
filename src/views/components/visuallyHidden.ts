/** Hidden from sight, still there for keyboards and screen readers (an `sx` value; sizes in px, as sx reads 1 as 100%). */
export const visuallyHidden = {
  position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
} as const;
