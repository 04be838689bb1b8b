// Payment-return app (sandbox): /pub/#/chargeH5/wxpaying?project=…&<tempData>, reached from the
// sandbox OAuth authorize page with ?code=&state= before the hash (as WeChat does).
(function () {
  'use strict';
  var API = '/pay-mobile-h5-api/api/common/wechat/pay/sandbox/';
  var app = document.getElementById('app');
  var search = new URLSearchParams(location.search);
  var hash = location.hash.replace(/^#/, '');
  var route = hash.split('?')[0];
  var params = new URLSearchParams(hash.indexOf('?') >= 0 ? hash.slice(hash.indexOf('?') + 1) : '');

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }
  function show(nodes) {
    app.textContent = '';
    var card = el('div', 'card');
    nodes.forEach(function (n) {
      card.appendChild(n);
    });
    app.appendChild(card);
  }
  function yuan(fen) {
    return '¥' + (fen / 100).toFixed(2);
  }
  function backLink() {
    var q = new URLSearchParams();
    ['orgId', 'tenantId'].forEach(function (k) {
      if (params.get(k)) q.set(k, params.get(k));
    });
    var qs = q.toString();
    var a = el('a', 'link', '返回报名列表');
    a.href = '/zhxy/mobile/recruit/' + (qs ? '?' + qs : '') + '#/orientation/enrollment/applylist';
    a.id = 'back';
    return a;
  }
  // H5 (WeChat's h5_url stand-in): back to the app's return page given as redirect_url (same host only).
  var h5 = search.get('h5') === '1';
  function returnTo() {
    var r = params.get('redirect_url');
    if (!r) return null;
    try {
      var u = new URL(r, location.href);
      return u.host === location.host ? u.href : null;
    } catch {
      return null;
    }
  }
  function leave() {
    var r = returnTo();
    if (r) location.assign(r);
    else location.assign(backLink().href);
  }
  function fail(msg) {
    show([el('p', 'err', msg), backLink()]);
  }
  function orderNo() {
    if (params.get('orderNo')) return params.get('orderNo');
    var state = search.get('state');
    if (state && state !== 'STATE') return state;
    try {
      return JSON.parse(params.get('tempData') || '{}').orderNo || null;
    } catch {
      return null;
    }
  }
  // Same origin as the SPA: the applicant's own session pays only the applicant's own order.
  function auth() {
    var t;
    try {
      t = localStorage.getItem('accesstoken');
    } catch {
      t = null;
    }
    if (t && t.charAt(0) === '"') t = t.slice(1, -1);
    return t ? { Authorization: 'Bearer ' + t } : {};
  }
  function api(method, path, body) {
    return fetch(API + path, {
      method: method,
      headers: Object.assign(body ? { 'Content-Type': 'application/json' } : {}, auth()),
      body: body ? JSON.stringify(body) : undefined,
    })
      .then(function (r) {
        return r.json();
      })
      .then(function (env) {
        if (!env.success) throw new Error(env.msg || '网络错误');
        return env.data;
      });
  }
  function paid(order) {
    var nodes = [
      el('p', 'ok', '支付成功'),
      el('p', 'amount', yuan(order.amount)),
      el('p', 'muted', '订单号 ' + order.orderNo),
    ];
    if (returnTo()) {
      var done = el('button', null, '完成');
      done.id = 'done';
      done.addEventListener('click', leave);
      nodes.push(done);
    } else nodes.push(backLink());
    show(nodes);
  }

  if (route !== '/chargeH5/wxpaying') return fail('页面不存在');
  var no = orderNo();
  var code = search.get('code');
  if (!no) return fail('缺少订单信息');
  if (!code && !h5) return fail('微信授权失败，请返回重试');
  api('GET', 'order?orderNo=' + encodeURIComponent(no)).then(
    function (order) {
      if (order.status === 'paid') return paid(order);
      if (order.status === 'closed') return fail('订单已关闭，请返回重新支付');
      // Tester switch: the platform takes the money but its notify never arrives (the order query settles it).
      var drop = el('input');
      drop.type = 'checkbox';
      drop.id = 'drop-notify';
      var dropLabel = el('label', 'muted', ' 模拟支付通知丢失');
      dropLabel.prepend(drop);
      var cancel = el('button', 'secondary', '取消支付');
      cancel.id = 'cancel';
      cancel.addEventListener('click', leave);
      var btn = el('button', null, '确认支付');
      btn.id = 'pay';
      btn.addEventListener('click', function () {
        btn.disabled = true;
        btn.textContent = '支付处理中';
        var body = { orderNo: no, notify: !drop.checked };
        if (code) body.code = code;
        api('POST', 'confirm', body).then(paid, function (e) {
          btn.disabled = false;
          btn.textContent = '确认支付';
          app.querySelector('.muted').textContent = e.message;
        });
      });
      show([
        el('p', null, order.planName),
        el('p', 'amount', yuan(order.amount)),
        el('p', 'muted', '沙箱支付（演示，不会真实扣款）'),
        el('p', 'muted', '收款商户号 ' + order.mchid),
        btn,
        cancel,
        dropLabel,
      ]);
    },
    function (e) {
      fail(e.message);
    },
  );
})();
