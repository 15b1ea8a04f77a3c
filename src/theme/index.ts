import './themes.css';

export { vars } from './vars.css';
export { darkThemeClass, themeAttribute, varName } from './tokens';
