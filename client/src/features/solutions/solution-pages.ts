/** The Solutions pages' chunk: an article page never loads it (lazy-solution-pages.tsx). */
export { SolutionPage } from './SolutionPages.tsx';
export { solutionHead } from './solution-head.ts';
