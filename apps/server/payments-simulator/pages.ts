// The simulator's pages, where a person types a card as on the provider's own: plain HTML forms
// (no script), in Russian like Freedom Pay's pages. The card number stays here: Kerben never sees it.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f2f4f7;margin:0;padding:24px;color:#1d2733}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0002}
label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #8a96a3;border-radius:6px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:20px;width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;background:#0b6e4f;color:#fff}
.error{color:#a4161a;margin-top:12px}.note{font-size:13px;color:#46505a}
</style></head><body><main>
<p class="note">Тестовая среда платёжной системы (симулятор Freedom Pay): деньги не списываются.</p>
${body}
</main></body></html>`;
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** The card form: of a payment (with its amount) or of a card to save. */
export function cardPage(options: {
  title: string;
  summary: string;
  action: string;
  button: string;
  fields: Record<string, string>;
  error?: string;
}): string {
  return page(
    options.title,
    `<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.summary)}</p>
<form method="post" action="${escapeHtml(options.action)}">${hidden(options.fields)}
<label for="pan">Номер карты</label><input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="month">Месяц (ММ)</label><input id="month" name="month" inputmode="numeric" required></div>
<div><label for="year">Год (ГГ)</label><input id="year" name="year" inputmode="numeric" required></div></div>
<label for="holder">Имя владельца</label><input id="holder" name="holder" autocomplete="cc-name" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<button type="submit">${escapeHtml(options.button)}</button>
</form>`,
  );
}

/** The card's bank asks for its one-time code (3-D Secure). */
export function threeDsPage(action: string, fields: Record<string, string>): string {
  return page(
    'Подтверждение платежа',
    `<h1>3-D Secure: подтверждение банком</h1>
<p>Введите код из SMS, отправленного банком (в тестовой среде — 123456).</p>
<form method="post" action="${escapeHtml(action)}">${hidden(fields)}
<label for="code">Код подтверждения</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Подтвердить</button>
</form>`,
  );
}

export const messagePage = (title: string, text: string) =>
  page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
