/** The page shown at `app://manual/…` when the manual has not been built into the app. */
export const MANUAL_NOT_BUILT_HTML = `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>マニュアルがありません / Manual not built</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 3rem auto; max-width: 40rem; line-height: 1.7; padding: 0 1rem; }
  h1 { font-size: 1.4rem; }
  code { background: #f1f1f1; padding: 0 .3rem; border-radius: 4px; }
</style>
</head>
<body>
<h1>マニュアルがまだ作られていません</h1>
<p>このアプリには、マニュアルがふくまれていません。開発者は <code>npm run manual:build</code> で作ることができます。</p>
<h1 lang="en">The manual is not built</h1>
<p lang="en">This copy of the app does not include the manual. Developers can build it with <code>npm run manual:build</code>.</p>
</body>
</html>
`;
