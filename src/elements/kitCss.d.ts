declare module 'virtual:lib-kit-css' {
  /** The CSS of every vanilla-extract file of the kit, for a shadow root (see kitCss.plugin.ts). */
  const css: string;
  export default css;
}
