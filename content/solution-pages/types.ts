import type { IconName } from '../icons';
import { solutions, type Solution } from '../solution-details';
import type { SolutionSlug } from '../solutions';

/** A transaction set or message with its official name (checked against content/reference by tests). */
export interface Transaction {
  code: string;
  name: string;
  description: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

export interface UseCase {
  title: string;
  description: string;
  icon: IconName;
}

export interface Industry {
  name: string;
  description: string;
  icon: IconName;
  useCase: string;
}

/** docs/spec.md, "Solution pages". Name, tagline and description come from the solution's summary (nav and head). */
export interface SolutionContent {
  slug: SolutionSlug;
  solutionName: string;
  tagline: string;
  description: string;
  heroGradient: readonly [string, string];
  icon: IconName;
  ediX12Transactions: Transaction[];
  edifactTransactions: Transaction[];
  apiEndpoints: string[];
  processSteps: [ProcessStep, ProcessStep, ProcessStep, ProcessStep];
  benefits: string[];
  useCases: UseCase[];
  industries?: Industry[];
  technicalFeatures?: string[];
}

type Details = Omit<SolutionContent, 'slug' | 'solutionName' | 'tagline' | 'description' | 'icon'>;

export function defineSolution(slug: SolutionSlug, details: Details): SolutionContent {
  const summary: Solution | undefined = solutions.find((s) => s.slug === slug);
  if (!summary) throw new Error(`No summary for solution ${slug}`);
  return {
    slug,
    solutionName: summary.name,
    tagline: summary.tagline,
    description: summary.description,
    icon: summary.icon,
    ...details,
  };
}
