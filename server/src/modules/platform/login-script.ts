/** /platform/login.js: posts the phone form (JSON), counts down the resend, follows the location. */
export const LOGIN_SCRIPT = `(function () {
  var form = document.getElementById('sms-form');
  if (!form) return;
  var send = document.getElementById('send');
  var msg = document.getElementById('msg');
  var d = form.dataset;
  function post(path, body) {
    body.tenantId = d.tenant; if (d.org) body.orgId = d.org; if (d.redirect) body.redirect = d.redirect;
    return fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .catch(function () { return { success: false, msg: '网络异常，请稍后再试' }; });
  }
  var phone = function () { return form.phone.value.replace(/\\s/g, ''); };
  function countdown(s) {
    send.disabled = true;
    var t = setInterval(function () {
      s -= 1;
      send.textContent = s > 0 ? s + ' 秒后重发' : '获取验证码';
      if (s <= 0) { clearInterval(t); send.disabled = false; }
    }, 1000);
    send.textContent = s + ' 秒后重发';
  }
  send.addEventListener('click', function () {
    if (!/^1[3-9]\\d{9}$/.test(phone())) { msg.textContent = '请输入正确的手机号'; return; }
    send.disabled = true;
    post('/platform/api/sms/send', { phone: phone() }).then(function (e) {
      if (e.success) { msg.textContent = '验证码已发送'; countdown(e.data.resendAfterS); }
      else { msg.textContent = e.msg; send.disabled = false; }
    });
  });
  form.addEventListener('submit', function (ev) {
    ev.preventDefault();
    if (!/^1[3-9]\\d{9}$/.test(phone())) { msg.textContent = '请输入正确的手机号'; return; }
    if (!/^\\d{6}$/.test(form.code.value)) { msg.textContent = '请输入 6 位验证码'; return; }
    post(d.action, { phone: phone(), code: form.code.value }).then(function (e) {
      if (e.success) location.replace(e.data.location); else msg.textContent = e.msg;
    });
  });
})();
`;
