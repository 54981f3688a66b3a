//! The `.ods` text written for a `#[dialect]` module, with a table mapping each written piece
//! back to the Rust span it came from, and the conversion of `.ods` diagnostics on that text
//! into `syn::Error`s at those Rust spans.

use proc_macro2::Span;

use crate::model::{OdsDiagnostic, Span as OdsSpan};

/// How a piece of the text relates to the Rust token it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Piece {
    /// the piece stands for the whole token (an identifier, a literal, a keyword argument)
    Token,
    /// the piece is the text inside a Rust string literal (a format, the text of `ods!`),
    /// named by the string given: an error inside it shows the line of the text with a caret,
    /// since a Rust span cannot point inside a literal on stable Rust
    Inner(&'static str),
}

/// One entry of the span table.
#[derive(Clone, Copy, Debug)]
struct Entry {
    start: usize,
    end: usize,
    span: Span,
    piece: Piece,
}

/// The `.ods` text under construction and its span table.
#[derive(Clone, Debug, Default)]
pub(crate) struct Writer {
    text: String,
    entries: Vec<Entry>,
}

impl Writer {
    /// The text written so far.
    pub(crate) fn text(&self) -> &str {
        &self.text
    }

    /// Writes `s`, which stands for no token of its own (keywords, punctuation, spaces).
    pub(crate) fn raw(&mut self, s: &str) {
        self.text.push_str(s);
    }

    /// Writes `s`, which stands for the Rust token at `span`.
    pub(crate) fn token(&mut self, s: &str, span: Span) {
        self.piece(s, span, Piece::Token);
    }

    /// Writes `s` (or nothing) as a piece of kind `piece` coming from `span`.
    pub(crate) fn piece(&mut self, s: &str, span: Span, piece: Piece) {
        let start = self.text.len();
        self.text.push_str(s);
        self.entries.push(Entry {
            start,
            end: self.text.len(),
            span,
            piece,
        });
    }

    /// The current end of the text, to be passed to [`Writer::close`].
    pub(crate) fn mark(&self) -> usize {
        self.text.len()
    }

    /// Records that the text from `start` to here came from the Rust code at `span` (an
    /// item or a list whose own tokens are recorded separately; the narrowest entry wins).
    pub(crate) fn close(&mut self, start: usize, span: Span) {
        self.entries.push(Entry {
            start,
            end: self.text.len(),
            span,
            piece: Piece::Token,
        });
    }

    /// Writes doc comment lines (`///`) for the given documentation text, one per line.
    pub(crate) fn docs(&mut self, doc: &[String], indent: &str) {
        for line in doc.iter().flat_map(|d| d.split('\n')) {
            self.raw(indent);
            // `///` and one space are stripped by the `.ods` parser, like rustdoc's
            // `/// text`; a line that itself starts with `/` keeps a separating space
            if line.starts_with('/') {
                self.raw("/// ");
            } else {
                self.raw("///");
            }
            self.raw(line.trim_end_matches('\r'));
            self.raw("\n");
        }
    }

    /// The Rust span of the narrowest written piece holding byte `at` of the text, and the
    /// piece's kind and start.
    fn locate(&self, at: usize) -> Option<&Entry> {
        let inside = |e: &&Entry| e.start <= at && at < e.end;
        let touching = |e: &&Entry| e.start <= at && at <= e.end;
        narrowest(self.entries.iter().filter(inside))
            .or_else(|| narrowest(self.entries.iter().filter(touching)))
    }

    /// The `syn::Error`s for `diags`, each at the Rust span of the piece it points at (the
    /// attribute's span when it points at none); notes become errors of their own at their
    /// places, prefixed `note: `.
    pub(crate) fn errors(
        &self,
        user_file: crate::model::FileId,
        fallback: Span,
        diags: &[OdsDiagnostic],
    ) -> Vec<syn::Error> {
        let mut out = Vec::new();
        for d in diags {
            out.push(self.error_at(user_file, fallback, d.span, &d.message));
            for (span, note) in &d.notes {
                out.push(self.error_at(user_file, fallback, *span, &format!("note: {note}")));
            }
        }
        out
    }

    fn error_at(
        &self,
        user_file: crate::model::FileId,
        fallback: Span,
        at: OdsSpan,
        message: &str,
    ) -> syn::Error {
        if at.file != user_file {
            // the prelude: not the author's mistake; say where without a Rust place
            return syn::Error::new(fallback, format!("{message} (in the built-in prelude)"));
        }
        let offset = at.start as usize;
        match self.locate(offset) {
            Some(&Entry {
                start,
                end,
                span,
                piece: Piece::Inner(noun),
            }) => {
                let snippet = self.snippet(start, end, offset, noun);
                syn::Error::new(span, format!("{message}\n{snippet}"))
            }
            Some(e) => syn::Error::new(e.span, message),
            None => syn::Error::new(fallback, message),
        }
    }

    /// The line of the piece `start..end` holding `offset`, and a caret under `offset`.
    fn snippet(&self, start: usize, end: usize, offset: usize, noun: &str) -> String {
        let text = self.text.get(start..end).unwrap_or("");
        let mut rel = offset.saturating_sub(start).min(text.len());
        while !text.is_char_boundary(rel) {
            rel -= 1;
        }
        let line_start = text[..rel].rfind('\n').map(|i| i + 1).unwrap_or(0);
        let line_end = text[rel..]
            .find('\n')
            .map(|i| rel + i)
            .unwrap_or(text.len());
        let line = &text[line_start..line_end];
        let col = text[line_start..rel].chars().count();
        let lines_before = text[..line_start].matches('\n').count();
        let caret = format!("{}^", " ".repeat(col));
        if text.contains('\n') {
            format!("line {} of the {noun}:\n{line}\n{caret}", lines_before + 1)
        } else {
            format!("{line}\n{caret}")
        }
    }
}

/// The shortest of `entries` (among equals the first written: a token before the item
/// around it).
fn narrowest<'a>(entries: impl Iterator<Item = &'a Entry>) -> Option<&'a Entry> {
    entries.fold(None, |best: Option<&Entry>, e| match best {
        Some(b) if b.end - b.start <= e.end - e.start => Some(b),
        _ => Some(e),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn narrowest_piece_wins_and_inner_pieces_show_a_caret() {
        let mut w = Writer::default();
        let outer = Span::call_site();
        let start = w.mark();
        w.raw("op X \"a\" { format ");
        w.piece("$x attr-dict", Span::call_site(), Piece::Inner("format"));
        w.raw(" }");
        w.close(start, outer);
        let e = w.locate(20).unwrap();
        assert_eq!(e.piece, Piece::Inner("format"));
        assert_eq!(
            w.snippet(e.start, e.end, 21, "format"),
            "$x attr-dict\n   ^"
        );
        assert_eq!(w.locate(1).unwrap().piece, Piece::Token);
    }

    #[test]
    fn multi_line_snippet_names_the_line() {
        let mut w = Writer::default();
        w.piece("a\nbc d\n", Span::call_site(), Piece::Inner("text"));
        assert_eq!(
            w.snippet(0, 7, 5, "text"),
            "line 2 of the text:\nbc d\n   ^"
        );
    }

    #[test]
    fn docs_keep_a_space_before_a_leading_slash() {
        let mut w = Writer::default();
        w.docs(&[" a\n b".into(), "/x".into()], "  ");
        assert_eq!(w.text(), "  /// a\n  /// b\n  /// /x\n");
    }
}
