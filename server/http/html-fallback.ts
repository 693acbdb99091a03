/** A self-contained page for when React itself cannot render: no scripts, no stack trace. */
export const fallbackErrorPage = `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Something went wrong | Northwind EDI</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#14213d">
<h1>Something went wrong</h1><p>We could not show this page. Please try again in a moment.</p>
<p><a href="/">Go to the home page</a></p></body></html>`;
