'use strict';

/** Text made safe to put into an HTML mail (a teacher's name may hold `<` or `&`). @param {string} value */
function escapeHtml(value) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

module.exports = { escapeHtml };
