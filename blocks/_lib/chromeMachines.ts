/**
 * The site chrome's machines with xstate's interpreter: one chunk, which the navigation bar and the
 * language menus fetch (loadChromeMachines) on the visitor's first interaction instead of with every
 * page's first load (issue 10: xstate alone is 13 kB gzip), with what the navigation bar does while something
 * of it is open (nothing is before the machines run). Import it only through loadChromeMachines.
 */
export { createActor } from 'xstate';
export { headerScrollMachine } from '~/machines/headerScroll/headerScroll.machine';
export { languageMenuMachine } from '~/machines/languageMenu/languageMenu.machine';
export { mobileMenuMachine } from '~/machines/mobileMenu/mobileMenu.machine';
export { coverPage, watchOpenBar } from '../GlobalNavigation/openBar';
