// The play page (flagpost.web.PlayResource): choose a piece, then one of its targets, and confirm.
// The server computed the targets (data-targets), the targets a repetition rule forbids (data-forbidden,
// with the rule's words in #forbidden-moves) and judges the move again when it is posted; this script only
// shows what it is given and fills the same from/to fields a player without JavaScript types by hand.
(function () {
  'use strict';

  var board = document.querySelector('.board.interactive');
  var form = document.getElementById('move-form');
  var resignForm = document.getElementById('resign-form');
  var resignConfirm = document.getElementById('resign-confirm');
  var cancelResign = document.getElementById('cancel-resign');

  if (resignForm && resignConfirm) {
    // Without JavaScript the Resign button loads ?confirm=resign; with it, the same form appears in place.
    resignForm.addEventListener('submit', function (event) {
      event.preventDefault();
      resignForm.hidden = true;
      resignConfirm.hidden = false;
      document.getElementById('confirm-resign').focus();
    });
    if (cancelResign) {
      cancelResign.addEventListener('click', function (event) {
        event.preventDefault();
        resignConfirm.hidden = true;
        resignForm.hidden = false;
        document.getElementById('resign').focus();
      });
    }
  }

  if (!board || !form) {
    return;
  }
  var fromInput = form.elements.from;
  var toInput = form.elements.to;
  var confirmArea = document.getElementById('move-confirm');
  var question = document.getElementById('move-question');
  var cancelMove = document.getElementById('cancel-move');
  var why = document.getElementById('move-why');
  var selected = null;

  // The page's words for what this script says, in the page's language: data- attributes of the form, written from
  // the message bundle with @from, @to and @reason where the squares and the rule's reason go.
  function words(name, values) {
    return form.getAttribute('data-' + name).replace(/@(from|to|reason)/g, function (placeholder, key) {
      return values[key];
    });
  }

  // The rules' reason for each forbidden move, by "from-to", as the server wrote it beside the board.
  var reasons = {};
  document.querySelectorAll('#forbidden-moves [data-from]').forEach(function (item) {
    reasons[item.dataset.from + '-' + item.dataset.to] = item.querySelector('.reason').textContent;
  });

  function squareAt(name) {
    return board.querySelector('[data-square="' + name + '"]');
  }

  function clearHighlights() {
    board.querySelectorAll('.selected, .target, .forbidden').forEach(function (square) {
      square.classList.remove('selected', 'target', 'forbidden');
      square.removeAttribute('aria-pressed');
      if (square.dataset.label) {
        square.setAttribute('aria-label', square.dataset.label);
        square.setAttribute('title', square.dataset.label);
        delete square.dataset.label;
      }
    });
    selected = null;
    why.textContent = '';
  }

  // A forbidden target says why in its name and on hover; a tap on it says so under the help.
  function markForbidden(target, reason) {
    target.classList.add('forbidden');
    target.dataset.label = target.getAttribute('aria-label');
    var label = target.dataset.label + ', ' + words('forbidden-label', { reason: reason });
    target.setAttribute('aria-label', label);
    target.setAttribute('title', label);
  }

  function showConfirm() {
    var from = fromInput.value.trim().toLowerCase();
    var to = toInput.value.trim().toLowerCase();
    if (!from || !to) {
      confirmArea.hidden = true;
      return;
    }
    var target = squareAt(to);
    var attack = target && (target.classList.contains('enemy') || target.classList.contains('own'));
    question.textContent = words(attack ? 'ask-attack' : 'ask-move', { from: from, to: to });
    confirmArea.hidden = false;
    cancelMove.hidden = false;
  }

  function cancel() {
    clearHighlights();
    fromInput.value = '';
    toInput.value = '';
    confirmArea.hidden = true;
  }

  function select(square) {
    clearHighlights();
    selected = square;
    square.classList.add('selected');
    square.setAttribute('aria-pressed', 'true');
    (square.dataset.targets || '').split(' ').forEach(function (name) {
      var target = squareAt(name);
      if (target) {
        target.classList.add('target');
      }
    });
    (square.dataset.forbidden || '').split(' ').forEach(function (name) {
      var target = squareAt(name);
      if (target) {
        markForbidden(target, reasons[square.dataset.square + '-' + name] || '');
      }
    });
    fromInput.value = square.dataset.square;
    toInput.value = '';
    confirmArea.hidden = true;
  }

  function choose(target) {
    var from = selected.dataset.square;
    clearHighlights();
    squareAt(from).classList.add('selected');
    target.classList.add('target');
    fromInput.value = from;
    toInput.value = target.dataset.square;
    showConfirm();
    document.getElementById('submit-move').focus();
  }

  // Buttons are real <button>s: Enter and Space click them, so one handler serves mouse, touch and keys.
  board.addEventListener('click', function (event) {
    var square = event.target.closest('[data-square]');
    if (!square) {
      return;
    }
    event.stopPropagation();
    if (selected && square.classList.contains('target')) {
      choose(square);
    } else if (selected && square.classList.contains('forbidden')) {
      why.textContent = words('forbidden-tapped', { from: selected.dataset.square, to: square.dataset.square }) + ' '
          + reasons[selected.dataset.square + '-' + square.dataset.square];
    } else if ((square.dataset.targets || square.dataset.forbidden) && square !== selected) {
      select(square);
    } else {
      cancel();
    }
  });

  document.addEventListener('click', function (event) {
    if (!form.contains(event.target) && (selected || !confirmArea.hidden) && !event.target.closest('.board')) {
      cancel();
    }
  });

  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') {
      cancel();
    }
  });

  cancelMove.addEventListener('click', cancel);
  fromInput.addEventListener('input', function () { clearHighlights(); showConfirm(); });
  toInput.addEventListener('input', function () { clearHighlights(); showConfirm(); });
  confirmArea.hidden = true;
}());
