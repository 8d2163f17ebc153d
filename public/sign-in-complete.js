// The page a sign-in provider's popup ends on (server/shared/signIn.ts SIGN_IN_COMPLETE_PAGE):
// it tells the page that opened it, on this origin only, that the provider has answered; that
// page closes it. The answer itself stays on the server: the opener finishes the attempt it holds.
(function () {
  var MESSAGE = 'portal-sign-in-complete';
  var notes = {
    en: 'Sign-in finished. You can close this window.',
    vi: 'Đã đăng nhập xong. Bạn có thể đóng cửa sổ này.',
    th: 'เข้าสู่ระบบเสร็จแล้ว คุณปิดหน้าต่างนี้ได้',
    zh: '登录已完成，您可以关闭此窗口。',
    hi: 'साइन-इन पूरा हुआ। आप यह विंडो बंद कर सकते हैं।',
    bn: 'সাইন-ইন সম্পন্ন হয়েছে। আপনি এই উইন্ডোটি বন্ধ করতে পারেন।',
    id: 'Masuk selesai. Anda dapat menutup jendela ini.',
    'pt-BR': 'Login concluído. Você pode fechar esta janela.',
  };
  var lang = null;
  try {
    lang = window.localStorage.getItem('lang');
  } catch (e) {
    // Storage may be off; the English note stays.
  }
  if (lang && notes[lang]) {
    document.documentElement.lang = lang;
    document.getElementById('note').textContent = notes[lang];
  }
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage({ type: MESSAGE }, window.location.origin);
  }
})();
