/* The setup page (templates/SetupResource/page.html): place pieces by clicking, keep the board and the
   setup string in step, and say in words what is still wrong. The server judges the setup when it is
   submitted; this only mirrors its counts. Board squares carry data-slot, the index of their letter in
   the setup string as flagpost.rules.Setup numbers it, so the script needs no geometry of its own. */
(function () {
  'use strict';

  var SIZE = 40;
  var board = document.getElementById('setup-board');
  var tray = document.getElementById('tray');
  var text = document.getElementById('setup-string');
  var problemsLine = document.getElementById('setup-problems');
  var fillForm = document.getElementById('fill-form');
  if (!board || !tray || !text || !problemsLine) {
    return;
  }

  var seatIsRed = board.getAttribute('data-seat') === 'RED';
  var variantName = board.getAttribute('data-variant-name');
  var ownClass = seatIsRed ? 'red' : 'blue';

  // Every rank, strongest first, with the letters of both sides (Red's first) and this variant's count.
  var ranks = {};
  var rankKey = document.getElementById('rank-key');
  var rankOrder = [];
  var rankByLetter = {};
  Array.prototype.forEach.call(document.querySelectorAll('#rank-key [data-key]'), function (item) {
    var code = item.getAttribute('data-key');
    var letters = item.getAttribute('data-letters');
    ranks[code] = {
      symbol: item.getAttribute('data-symbol'),
      name: item.getAttribute('data-name'),
      plural: item.getAttribute('data-plural'),
      counted: item.getAttribute('data-counted'),
      count: Number(item.getAttribute('data-count')),
      letter: seatIsRed ? letters.charAt(0) : letters.charAt(1)
    };
    rankOrder.push(code);
    rankByLetter[letters.charAt(0)] = code;
    rankByLetter[letters.charAt(1)] = code;
  });

  // The page's words for what this script says, in the page's language: data- attributes of #rank-key, written
  // from the message bundle with @-placeholders (@rank, @left, ...) where the values go.
  function words(name, values) {
    return rankKey.getAttribute('data-' + name).replace(/@([a-z]+)/g, function (placeholder, key) {
      return values && Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : placeholder;
    });
  }

  var squares = [];
  var placed = [];
  Array.prototype.forEach.call(board.querySelectorAll('button[data-slot]'), function (square) {
    var slot = Number(square.getAttribute('data-slot'));
    squares[slot] = square;
    placed[slot] = square.getAttribute('data-rank') || null;
  });
  if (squares.length !== SIZE) {
    return;
  }

  // What is chosen: a rank from the tray ({ rank: code }), a placed piece ({ slot: n }), or nothing.
  var chosen = null;
  var note = '';

  function countsOf(pieces) {
    var counts = {};
    rankOrder.forEach(function (code) { counts[code] = 0; });
    pieces.forEach(function (code) {
      if (code) {
        counts[code] += 1;
      }
    });
    return counts;
  }

  function leftInTray(code) {
    return Math.max(0, ranks[code].count - countsOf(placed)[code]);
  }

  function setupString() {
    return placed.map(function (code) { return code ? ranks[code].letter : 'A'; }).join('');
  }

  /** Reads a setup string as the server's page does: { pieces, problem, lengthWrong }. */
  function read(value) {
    var compact = value.replace(/\s/g, '');
    var pieces = [];
    var problem = null;
    var i;
    if (compact.length !== 0 && compact.length !== SIZE) {
      return { pieces: null, problem: words('wrong-length', { length: compact.length, size: SIZE }) };
    }
    for (i = 0; i < SIZE; i += 1) {
      var letter = compact.charAt(i);
      if (letter === '' || letter === 'A' || letter === '.') {
        pieces.push(null);
      } else if (Object.prototype.hasOwnProperty.call(rankByLetter, letter)) {
        pieces.push(rankByLetter[letter]);
      } else {
        pieces.push(null);
        if (!problem) {
          problem = words('bad-letter', { position: i + 1 });
        }
      }
    }
    return { pieces: pieces, problem: problem };
  }

  /** Whether the board holds exactly the setup already stored (the board's data-submitted; empty: none yet). */
  function isSubmitted(pieces) {
    var stored = board.getAttribute('data-submitted');
    if (!stored || !pieces) {
      return false;
    }
    var storedPieces = read(stored).pieces;
    return !!storedPieces && storedPieces.every(function (code, slot) { return code === pieces[slot]; });
  }

  /** The same sentences as flagpost.web.SetupBoardView.problems. */
  function problemsInWords(textProblem, boardCounts, submitted) {
    var sentences = [];
    var tooMany = [];
    var toPlace = [];
    if (textProblem) {
      sentences.push(textProblem);
    }
    if (boardCounts) {
      rankOrder.forEach(function (code) {
        var want = ranks[code].count;
        var have = boardCounts[code];
        if (have > want) {
          tooMany.push(words('too-many', { ranks: ranks[code].plural, have: have, variant: variantName,
            want: want === 0 ? words('none') : String(want) }));
        } else if (have < want) {
          toPlace.push((want - have) + ' ' + (want - have === 1 ? ranks[code].name : ranks[code].counted));
        }
      });
      sentences = sentences.concat(tooMany);
      if (toPlace.length) {
        sentences.push(words('still-to-place', { pieces: toPlace.join(', ') }));
      }
    }
    if (!sentences.length) {
      sentences.push(words(submitted ? 'all-submitted' : 'all-ready'));
    }
    return { text: sentences.join(' '), ready: !textProblem && !tooMany.length && !toPlace.length, wrong: !!textProblem || tooMany.length > 0 };
  }

  function showProblems() {
    var state = read(text.value);
    var words = problemsInWords(state.problem, state.pieces ? countsOf(state.pieces) : null, isSubmitted(state.pieces));
    problemsLine.textContent = (note ? note + ' ' : '') + words.text;
    problemsLine.className = 'setup-problems ' + (words.ready ? 'ready' : words.wrong ? 'wrong' : 'unfinished');
    note = '';
  }

  function drawBoard() {
    squares.forEach(function (square, slot) {
      var code = placed[slot];
      var name = square.getAttribute('data-square');
      var selected = chosen && chosen.slot === slot;
      square.className = 'sq place' + (code ? ' own ' + ownClass : '') + (selected ? ' selected' : '');
      square.textContent = code ? ranks[code].symbol : '';
      if (code) {
        square.setAttribute('data-rank', code);
      } else {
        square.setAttribute('data-rank', '');
      }
      var label = (code ? words('square-own', { square: name, rank: ranks[code].name, symbol: ranks[code].symbol })
          : words('square-empty', { square: name })) + (selected ? words('square-chosen') : '');
      square.setAttribute('aria-label', label);
      square.setAttribute('title', label);
    });
    var counts = countsOf(placed);
    Array.prototype.forEach.call(tray.querySelectorAll('button[data-rank]'), function (piece) {
      var code = piece.getAttribute('data-rank');
      var left = Math.max(0, ranks[code].count - counts[code]);
      piece.querySelector('.left').textContent = '\u00d7' + left;
      piece.classList.toggle('used-up', left === 0);
      piece.setAttribute('aria-pressed', chosen && chosen.rank === code ? 'true' : 'false');
      var label = words('tray-piece', { symbol: ranks[code].symbol, rank: ranks[code].name, left: left });
      piece.setAttribute('aria-label', label);
      piece.setAttribute('title', label);
    });
    tray.classList.toggle('taking-back', !!(chosen && chosen.slot !== undefined));
  }

  /** The board changed: redraw it, write the string, and re-check. */
  function boardChanged() {
    drawBoard();
    text.value = setupString();
    showProblems();
  }

  function load(pieces) {
    placed = pieces.slice();
    chosen = null;
    boardChanged();
  }

  function randomSetup() {
    var pieces = [];
    var i;
    rankOrder.forEach(function (code) {
      for (i = 0; i < ranks[code].count; i += 1) {
        pieces.push(code);
      }
    });
    while (pieces.length < SIZE) {
      pieces.push(null);
    }
    var draw = new Uint32Array(SIZE);
    window.crypto.getRandomValues(draw);
    for (i = SIZE - 1; i > 0; i -= 1) {
      var j = draw[i] % (i + 1);
      var swap = pieces[i];
      pieces[i] = pieces[j];
      pieces[j] = swap;
    }
    load(pieces);
  }

  board.addEventListener('click', function (event) {
    var square = event.target.closest('button[data-slot]');
    if (!square) {
      return;
    }
    var slot = Number(square.getAttribute('data-slot'));
    if (chosen && chosen.rank) {
      placed[slot] = chosen.rank; // a piece already there goes back to the tray
      chosen = null; // one click, one piece: a second click on the tray never unchooses by surprise
      boardChanged();
    } else if (chosen && chosen.slot !== undefined) {
      var from = chosen.slot;
      chosen = null;
      if (from !== slot) {
        var moving = placed[from];
        placed[from] = placed[slot];
        placed[slot] = moving;
      }
      boardChanged();
    } else if (placed[slot]) {
      chosen = { slot: slot };
      drawBoard();
    } else {
      note = words('choose-first');
      showProblems();
    }
  });

  tray.addEventListener('click', function (event) {
    var piece = event.target.closest('button[data-rank]');
    if (chosen && chosen.slot !== undefined) {
      placed[chosen.slot] = null;
      chosen = null;
      boardChanged();
      return;
    }
    if (!piece) {
      return;
    }
    var code = piece.getAttribute('data-rank');
    if (chosen && chosen.rank === code) {
      chosen = null;
    } else if (leftInTray(code) === 0) {
      chosen = null;
      note = words('all-on-board', { rank: ranks[code].name });
      showProblems();
    } else {
      chosen = { rank: code };
    }
    drawBoard();
  });

  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && chosen) {
      chosen = null;
      drawBoard();
    }
  });

  text.addEventListener('input', function () {
    var state = read(text.value);
    if (state.pieces) {
      placed = state.pieces;
      chosen = null;
      drawBoard();
    }
    showProblems();
  });

  if (fillForm) {
    fillForm.addEventListener('click', function (event) {
      var button = event.target.closest('button');
      if (!button) {
        return;
      }
      if (button.id === 'random-setup') {
        event.preventDefault();
        randomSetup();
      } else if (button.id === 'clear-setup') {
        event.preventDefault();
        load(new Array(SIZE).fill(null));
      } else if (button.hasAttribute('data-setup')) {
        event.preventDefault();
        var preset = read(button.getAttribute('data-setup'));
        if (preset.pieces) {
          load(preset.pieces);
        }
      }
    });
  }

  var copy = document.getElementById('copy-setup');
  if (copy) {
    copy.addEventListener('click', function () {
      var done = function () {
        note = words('copied');
        showProblems();
      };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text.value).then(done, function () {
          text.select();
        });
      } else {
        text.select();
        document.execCommand('copy');
        done();
      }
    });
  }

  Array.prototype.forEach.call(document.querySelectorAll('.js-only'), function (element) { element.hidden = false; });
  Array.prototype.forEach.call(document.querySelectorAll('.no-js'), function (element) { element.hidden = true; });
  drawBoard();
  showProblems();
}());
