import { useContext, type FormHTMLAttributes, type SubmitEvent } from 'react';
import { SiteNavigation } from '../shell/site-navigation';

type SiteFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method'> & {
  /** A site path with a page (GET) or a page action (POST). */
  action: string;
  method: 'get' | 'post';
};

/** The form's text fields as a query string (a GET form has no files). */
const query = (form: HTMLFormElement) =>
  new URLSearchParams(
    [...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );

/**
 * A form that, once hydrated, submits through the browser router as React Router's <Form> does: GET navigates
 * to `action` with the fields as its query, POST runs the route's action and shows what it answers. Before and
 * without JavaScript it submits natively. Not React Router's <Form>: its code (with useFetcher's and
 * useSubmit's) sits in React Router's single file, which esbuild keeps whole in the shell chunk every page
 * loads (about 1.5 KB gzip). Its markup is <Form>'s, `data-discover` included, so the HTML stays the same.
 */
export function SiteForm({ action, method, onSubmit, ...rest }: SiteFormProps) {
  const navigate = useContext(SiteNavigation);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (!navigate || event.defaultPrevented) return;
    event.preventDefault();
    const form = event.currentTarget;
    if (method === 'get') navigate(`${action}?${query(form)}`, {});
    else navigate(action, { formMethod: 'post', formData: new FormData(form) });
  };
  return <form {...rest} method={method} action={action} data-discover="true" onSubmit={submit} />;
}
