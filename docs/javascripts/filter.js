// The card table filter: keeps the rows of the table after the filter box that contain every word typed.
(function () {
  function setup() {
    var input = document.getElementById("card-filter");
    if (!input) { return; }
    var table = input.parentElement.querySelector("table") || document.querySelector(".md-typeset table");
    if (!table) { return; }
    var rows = Array.prototype.slice.call(table.querySelectorAll("tbody tr"));
    input.addEventListener("input", function () {
      var words = input.value.toLowerCase().split(/\s+/).filter(function (w) { return w.length > 0; });
      rows.forEach(function (row) {
        var text = row.textContent.toLowerCase();
        var keep = words.every(function (w) { return text.indexOf(w) >= 0; });
        row.style.display = keep ? "" : "none";
      });
    });
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setup);
  } else {
    setup();
  }
})();
