// The component table filter: keeps the rows of the table after the filter box that hold every word
// typed as a whole word (accents ignored), so "II red" keeps the red cards of Age II and not Age III's.
// A word of three letters or more also matches the start of a word ("glass" keeps Glassworks).
(function () {
  function plain(text) {
    return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  function words(text) {
    return plain(text).split(/[^a-z0-9-]+/).filter(function (w) { return w.length > 0; });
  }
  function setup() {
    var input = document.getElementById("card-filter");
    if (!input) { return; }
    var table = input.parentElement.querySelector("table") || document.querySelector(".md-typeset table");
    if (!table) { return; }
    var rows = Array.prototype.slice.call(table.querySelectorAll("tbody tr")).map(function (row) {
      return { row: row, words: words(row.textContent) };
    });
    input.addEventListener("input", function () {
      var wanted = words(input.value);
      rows.forEach(function (r) {
        var keep = wanted.every(function (w) {
          return r.words.some(function (x) { return x === w || (w.length >= 3 && x.indexOf(w) === 0); });
        });
        r.row.style.display = keep ? "" : "none";
      });
    });
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setup);
  } else {
    setup();
  }
})();
