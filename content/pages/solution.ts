export const solutionTemplateCopy = {
  startIntegration: 'Start Integration',
  eyebrow: 'Solution',
} as const;

export const integrationTemplateCopy = {
  startIntegration: 'Start Integration',
  scheduleDemo: 'Schedule a Demo',
  eyebrow: 'Integration',
} as const;
