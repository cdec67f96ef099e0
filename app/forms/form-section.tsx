import { type ReactNode } from 'react'

/** A titled part of a long side-modal form, named for assistive tech by its title. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title} className="space-y-6 border-t border-line pt-6">
    <h2 className="text-base font-medium text-fg">{title}</h2>
    {children}
  </section>
)
