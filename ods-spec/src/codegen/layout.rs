//! The layout of generated code as text: a single linear pass over the token stream that
//! writes readable Rust (one statement, field, item or attribute per line, four-space indents,
//! `///` doc comments, short argument lists on one line) without building a syntax tree.
//!
//! This is what `odsc gen-rust` and the `build.rs` API write by default: re-parsing the tokens
//! with `syn` to lay them out with prettyplease took about three quarters of the generator's
//! time, while this pass costs a few percent. [`super::pretty_tokens`] still gives prettyplease's
//! layout for people who want it (`odsc gen-rust --pretty`, `Config::pretty`).
//!
//! Spacing never changes the meaning: a space separates two punctuation characters unless the
//! tokens were joined (`::`, `->`, `&&`), and two words are always separated. Nesting is
//! followed with an explicit stack, so the depth of the user's code blocks costs no call stack.

use std::fmt::Write;

use proc_macro2::{Delimiter, Group, Spacing, TokenStream, TokenTree};

/// Levels of indentation beyond which nested code is not indented further.
const MAX_INDENT: usize = 32;

/// Lays out `tokens` as Rust source text (no header).
pub fn layout(tokens: TokenStream) -> String {
    let mut w = Writer {
        out: String::new(),
        indent: 0,
        line_start: true,
        line_begin: 0,
        prev: Prev::Start,
        pending_newline: false,
    };
    let mut stack = vec![Frame::new(
        tokens.into_iter().collect(),
        Delimiter::None,
        true,
    )];
    while let Some(frame) = stack.last_mut() {
        let Some(tt) = frame.iter.next() else {
            let Some(done) = stack.pop() else { break };
            if !stack.is_empty() {
                w.close(&done);
            }
            continue;
        };
        match tt {
            TokenTree::Group(g) => {
                if let Some(inner) = w.open(g, frame) {
                    stack.push(inner);
                }
            }
            TokenTree::Ident(ident) => {
                if ident == "else" {
                    // `} else {` stays on one line
                    w.pending_newline = false;
                }
                w.before(Next::Word, frame);
                let start = w.out.len();
                let _ = write!(w.out, "{ident}");
                let word = &w.out[start..];
                frame.closure_ok = word == "move";
                if is_block_head(word) {
                    frame.block_head = true;
                }
                w.prev = if is_path_word(word) {
                    Prev::Path
                } else if is_keyword(word) {
                    Prev::Keyword
                } else {
                    Prev::Path
                };
            }
            TokenTree::Literal(lit) => {
                w.before(Next::Word, frame);
                frame.closure_ok = false;
                let _ = write!(w.out, "{lit}");
                w.prev = Prev::Literal;
            }
            TokenTree::Punct(p) => {
                let mut op = [0u8; 4];
                let mut len = 0;
                let mut ch = p.as_char();
                let mut spacing = p.spacing();
                loop {
                    if ch.is_ascii() {
                        op[len] = ch as u8;
                        len += 1;
                    }
                    if spacing != Spacing::Joint || ch == '\'' || len == op.len() {
                        break;
                    }
                    match frame.iter.peek() {
                        Some(TokenTree::Punct(next)) if is_operator(&op[..len], next.as_char()) => {
                            ch = next.as_char();
                            spacing = next.spacing();
                            frame.iter.next();
                        }
                        _ => break,
                    }
                }
                let op = std::str::from_utf8(&op[..len]).unwrap_or("");
                if op == "#" && w.doc_comment(frame) {
                    continue;
                }
                w.punct(op, frame);
            }
        }
    }
    if !w.line_start {
        w.out.push('\n');
    }
    w.out
}

/// The group being laid out.
struct Frame {
    iter: std::iter::Peekable<std::vec::IntoIter<TokenTree>>,
    delim: Delimiter,
    /// one element per line (braces, long lists) rather than on one line
    broken: bool,
    /// open `<` of generic arguments
    angles: usize,
    /// inside a closure's `|params|`
    closure_params: bool,
    /// a `|` here would open a closure
    closure_ok: bool,
    /// the group holds an attribute (`#[...]`): never broken
    attribute: bool,
    /// commas seen so far at this level
    commas: usize,
    /// a keyword that takes a block (`if`, `fn`, `impl`, ...) was seen: the next `{` opens
    /// that block, not a struct literal
    block_head: bool,
}

impl Frame {
    fn new(tokens: Vec<TokenTree>, delim: Delimiter, broken: bool) -> Frame {
        Frame {
            iter: tokens.into_iter().peekable(),
            delim,
            broken,
            angles: 0,
            closure_params: false,
            closure_ok: true,
            attribute: false,
            commas: 0,
            block_head: false,
        }
    }
}

/// What was written last, for the spacing before the next token.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Prev {
    /// start of a line or of a group
    Start,
    /// an identifier or a keyword that acts like one in paths (`self`, `Self`, `crate`)
    Path,
    /// any other keyword
    Keyword,
    Literal,
    /// a prefix operator (`&`, `*`, `-`, `!`), `'` of a lifetime, `#` of an attribute, `.`
    Glue,
    /// `::`
    PathSep,
    /// `<` of generic arguments
    OpenAngle,
    /// `>` of generic arguments, `?`, a closing delimiter
    Close,
    /// `!` of a macro call
    Bang,
    /// binary operators, `,`, `:`, `=>`, `->`
    Spaced,
}

/// The kind of the next token, for the spacing before it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Next {
    Word,
    Group(Delimiter),
}

struct Writer {
    out: String,
    indent: usize,
    line_start: bool,
    /// where the current line starts in `out`
    line_begin: usize,
    prev: Prev,
    /// a `}` or an attribute ended a line unless the next token continues it
    pending_newline: bool,
}

impl Writer {
    fn newline(&mut self) {
        if !self.line_start {
            self.out.push('\n');
            self.line_start = true;
            self.line_begin = self.out.len();
        }
        self.prev = Prev::Start;
        self.pending_newline = false;
    }

    fn write_indent(&mut self) {
        if self.line_start {
            // deep nesting stops indenting further, so the output stays linear in the input
            for _ in 0..self.indent.min(MAX_INDENT) {
                self.out.push_str("    ");
            }
            self.line_start = false;
        }
    }

    /// Writes the separator before a word or a group.
    fn before(&mut self, next: Next, frame: &Frame) {
        if self.pending_newline {
            self.newline();
        }
        self.write_indent();
        let space = match (self.prev, next) {
            (Prev::Start | Prev::Glue | Prev::PathSep | Prev::OpenAngle, _) => false,
            (_, Next::Word) => true,
            (Prev::Path | Prev::Close | Prev::Bang, Next::Group(Delimiter::Parenthesis))
            | (Prev::Path | Prev::Close, Next::Group(Delimiter::Bracket)) => false,
            (Prev::Bang, Next::Group(Delimiter::Bracket)) => false,
            _ => true,
        };
        let _ = frame;
        if space {
            self.out.push(' ');
        }
    }

    /// Writes the separator before an operator that is spaced on its left.
    fn spaced_before(&mut self) {
        if self.pending_newline {
            self.newline();
        }
        self.write_indent();
        if self.prev != Prev::Start {
            self.out.push(' ');
        }
    }

    /// Writes an operator glued to what precedes it; `continues`: it continues the line a
    /// `}` ended (`,`, `;`, `.`, `?`).
    fn glued_before(&mut self, continues: bool) {
        if self.pending_newline {
            if continues {
                self.pending_newline = false;
            } else {
                self.newline();
            }
        }
        self.write_indent();
    }

    /// Whether the operator in this position is a prefix operator.
    fn prefix_position(&self) -> bool {
        matches!(
            self.prev,
            Prev::Start
                | Prev::Keyword
                | Prev::Glue
                | Prev::Spaced
                | Prev::OpenAngle
                | Prev::PathSep
        )
    }

    fn punct(&mut self, op: &str, frame: &mut Frame) {
        let closure_ok = std::mem::replace(&mut frame.closure_ok, false);
        match op {
            "," if !frame.broken
                && frame.iter.peek().is_none()
                && (frame.commas > 0 || frame.delim == Delimiter::Bracket) =>
            {
                // a trailing comma of a list on one line (kept in `(a,)`, a one-tuple)
                self.prev = Prev::Close;
            }
            "," | ";" => {
                if op == "," {
                    frame.commas += 1;
                } else {
                    frame.block_head = false;
                }
                self.glued_before(true);
                self.out.push_str(op);
                frame.closure_ok = true;
                if frame.broken && frame.angles == 0 && !frame.closure_params {
                    self.newline();
                } else {
                    self.prev = Prev::Spaced;
                }
            }
            "." | ".." | "..=" => {
                self.glued_before(true);
                self.out.push_str(op);
                self.prev = Prev::Glue;
            }
            "?" => {
                self.glued_before(true);
                self.out.push('?');
                self.prev = Prev::Close;
            }
            ":" => {
                self.glued_before(true);
                self.out.push(':');
                self.prev = Prev::Spaced;
            }
            "::" => {
                if matches!(self.prev, Prev::Keyword | Prev::Spaced) {
                    self.spaced_before();
                } else {
                    self.glued_before(false);
                }
                self.out.push_str("::");
                self.prev = Prev::PathSep;
            }
            "'" => {
                self.before(Next::Word, frame);
                self.out.push('\'');
                self.prev = Prev::Glue;
            }
            "!" if self.prev == Prev::Path => {
                self.glued_before(true);
                self.out.push('!');
                self.prev = Prev::Bang;
            }
            "<" if matches!(self.prev, Prev::Path | Prev::PathSep) => {
                self.glued_before(true);
                self.out.push('<');
                frame.angles += 1;
                frame.closure_ok = true;
                self.prev = Prev::OpenAngle;
            }
            "<" if self.prefix_position() => {
                // a qualified path `<T as Trait>::f`
                self.before(Next::Word, frame);
                self.out.push('<');
                frame.angles += 1;
                self.prev = Prev::OpenAngle;
            }
            _ if frame.angles > 0 && op.bytes().all(|b| b == b'>') => {
                self.glued_before(true);
                self.out.push_str(op);
                frame.angles = frame.angles.saturating_sub(op.len());
                self.prev = Prev::Close;
            }
            "|" | "||" if closure_ok || frame.closure_params || self.prefix_position() => {
                if frame.closure_params {
                    self.glued_before(true);
                    frame.closure_params = false;
                    self.prev = Prev::Spaced;
                } else {
                    self.before(Next::Word, frame);
                    if op == "|" {
                        frame.closure_params = true;
                        self.prev = Prev::Glue;
                    } else {
                        self.prev = Prev::Spaced;
                    }
                }
                self.out.push_str(op);
            }
            "&" | "&&" | "*" | "-" | "!" if self.prefix_position() => {
                self.before(Next::Word, frame);
                self.out.push_str(op);
                self.prev = Prev::Glue;
            }
            "#" | "#!" => {
                self.before(Next::Word, frame);
                self.out.push_str(op);
                self.prev = Prev::Glue;
            }
            _ => {
                self.spaced_before();
                self.out.push_str(op);
                frame.closure_ok = op == "=" || op == "=>";
                self.prev = Prev::Spaced;
            }
        }
    }

    /// Writes `#[doc = "text"]` (the next group) as a `///text` line when the frame is laid
    /// out one item per line and the text is one line. Returns whether it did.
    fn doc_comment(&mut self, frame: &mut Frame) -> bool {
        if !frame.broken {
            return false;
        }
        let text = match frame.iter.peek() {
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket => doc_text(g),
            _ => None,
        };
        let Some(text) = text else { return false };
        frame.iter.next();
        if self.prev != Prev::Start || self.pending_newline {
            self.newline();
        }
        self.write_indent();
        self.out.push_str("///");
        self.out.push_str(&text);
        self.newline();
        true
    }

    /// Writes an opening delimiter; returns the frame of the group's contents, or `None`
    /// when the group was written whole (empty groups).
    fn open(&mut self, g: Group, parent: &mut Frame) -> Option<Frame> {
        let delim = g.delimiter();
        // the only owner of the contents once the group is gone: iterating moves the tokens
        // instead of copying them
        let stream = g.stream();
        drop(g);
        let stream: Vec<TokenTree> = stream.into_iter().collect();
        let attribute = delim == Delimiter::Bracket && parent_is_hash(self.prev, &self.out);
        let after_path_sep = self.prev == Prev::PathSep;
        // `Name { field: value }`: a struct literal or pattern, on one line when short
        let after_name = self.prev == Prev::Path && !parent.block_head;
        if delim == Delimiter::Brace {
            parent.block_head = false;
        }
        parent.closure_ok = false;
        if delim == Delimiter::None {
            // an invisible group: its tokens in place
            let mut f = Frame::new(stream, delim, parent.broken);
            f.angles = 0;
            return Some(f);
        }
        self.before(Next::Group(delim), parent);
        let (open, close) = delimiters(delim);
        if stream.is_empty() {
            self.out.push(open);
            self.out.push(close);
            self.after_group(delim, parent, attribute);
            return None;
        }
        // lines of about 100 columns, like rustfmt's
        let column = self.out.len().saturating_sub(self.line_begin);
        let budget = 100usize.saturating_sub(column).max(40);
        let broken = match delim {
            Delimiter::Brace => !(after_path_sep || after_name && fits_on_line(&stream, budget)),
            // a list (`f(a, b)`, `[x, y]`) one element per line when long; a single
            // expression in parentheses stays inline, however deep
            _ => !attribute && has_comma(&stream) && !fits_on_line(&stream, budget),
        };
        self.out.push(open);
        if delim == Delimiter::Brace && !broken {
            self.out.push(' ');
        }
        let mut f = Frame::new(stream, delim, broken);
        f.attribute = attribute;
        f.closure_ok = true;
        if broken {
            self.indent += 1;
            self.newline();
        } else {
            self.prev = Prev::Start;
        }
        // the parent's state after the group is set in `close`
        f.angles = 0;
        Some(f)
    }

    fn close(&mut self, done: &Frame) {
        if done.delim == Delimiter::None {
            return;
        }
        let (_, close) = delimiters(done.delim);
        if done.broken {
            self.pending_newline = false;
            self.newline();
            self.indent = self.indent.saturating_sub(1);
            self.write_indent();
        }
        if done.delim == Delimiter::Brace && !done.broken {
            self.out.push(' ');
        }
        self.out.push(close);
        self.prev = Prev::Close;
        // the parent's bookkeeping, done here because it was borrowed while the group ran
        if done.delim == Delimiter::Brace && done.broken {
            self.pending_newline = true;
        }
        if done.attribute {
            self.pending_newline = true;
        }
    }

    fn after_group(&mut self, delim: Delimiter, parent: &mut Frame, attribute: bool) {
        self.prev = Prev::Close;
        let _ = parent;
        if delim == Delimiter::Brace || attribute {
            self.pending_newline = true;
        }
    }
}

/// Whether the `[` being opened follows `#` or `#!` (an attribute).
fn parent_is_hash(prev: Prev, out: &str) -> bool {
    prev == Prev::Glue && (out.ends_with('#') || out.ends_with("#!"))
}

fn delimiters(d: Delimiter) -> (char, char) {
    match d {
        Delimiter::Parenthesis => ('(', ')'),
        Delimiter::Brace => ('{', '}'),
        Delimiter::Bracket => ('[', ']'),
        Delimiter::None => (' ', ' '),
    }
}

/// Whether a group's own tokens hold a comma (it is a list).
fn has_comma(tokens: &[TokenTree]) -> bool {
    tokens
        .iter()
        .any(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','))
}

/// Whether the tokens of a group fit in `budget` characters on one line (no non-empty braces,
/// no attributes, no statements). Looks at no more tokens than the budget allows.
fn fits_on_line(tokens: &[TokenTree], budget: usize) -> bool {
    let mut used = 0usize;
    // the group's own tokens by reference; nested groups (only those within the budget) copied
    let mut top = tokens.iter();
    let mut nested: Vec<proc_macro2::token_stream::IntoIter> = Vec::new();
    loop {
        let tt = match nested.last_mut() {
            Some(iter) => match iter.next() {
                Some(tt) => std::borrow::Cow::Owned(tt),
                None => {
                    nested.pop();
                    continue;
                }
            },
            None => match top.next() {
                Some(tt) => std::borrow::Cow::Borrowed(tt),
                None => return true,
            },
        };
        used += 1;
        match &*tt {
            TokenTree::Group(g) => {
                let s = g.stream();
                if g.delimiter() == Delimiter::Brace && !s.is_empty() {
                    return false;
                }
                used += 1;
                nested.push(s.into_iter());
            }
            TokenTree::Ident(i) => used += text_len(i).0,
            TokenTree::Literal(l) => {
                let (len, newline) = text_len(l);
                if newline {
                    return false;
                }
                used += len;
            }
            TokenTree::Punct(p) => {
                if p.as_char() == '#' || p.as_char() == ';' {
                    return false;
                }
            }
        }
        if used > budget {
            return false;
        }
    }
}

/// The length of a token's text and whether it holds a line break, without allocating.
fn text_len(t: &impl std::fmt::Display) -> (usize, bool) {
    struct Count(usize, bool);
    impl Write for Count {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            self.0 += s.len();
            self.1 |= s.contains('\n');
            Ok(())
        }
    }
    let mut c = Count(0, false);
    let _ = write!(c, "{t}");
    (c.0, c.1)
}

/// The text of `[doc = "..."]` when it is one line, unescaped.
fn doc_text(g: &Group) -> Option<String> {
    let mut it = g.stream().into_iter();
    match it.next() {
        Some(TokenTree::Ident(i)) if i == "doc" => {}
        _ => return None,
    }
    match it.next() {
        Some(TokenTree::Punct(p)) if p.as_char() == '=' => {}
        _ => return None,
    }
    let Some(TokenTree::Literal(lit)) = it.next() else {
        return None;
    };
    if it.next().is_some() {
        return None;
    }
    let text = string_value(&lit.to_string())?;
    if text.contains(['\n', '\r']) {
        return None;
    }
    Some(text)
}

/// The value of a string literal's source text (`"..."` with escapes, or raw `r#"..."#`).
fn string_value(repr: &str) -> Option<String> {
    if let Some(raw) = repr.strip_prefix('r') {
        let hashes = raw.len() - raw.trim_start_matches('#').len();
        let body = raw.get(hashes..raw.len().checked_sub(hashes)?)?;
        return Some(body.strip_prefix('"')?.strip_suffix('"')?.to_string());
    }
    let body = repr.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next()? {
            'n' => out.push('\n'),
            'r' => out.push('\r'),
            't' => out.push('\t'),
            '0' => out.push('\0'),
            '\\' => out.push('\\'),
            '"' => out.push('"'),
            '\'' => out.push('\''),
            'x' => {
                let hex: String = chars.by_ref().take(2).collect();
                out.push(char::from(u8::from_str_radix(&hex, 16).ok()?));
            }
            'u' => {
                let code: String = chars.by_ref().take_while(|&c| c != '}').collect();
                let code = u32::from_str_radix(code.trim_start_matches('{'), 16).ok()?;
                out.push(char::from_u32(code)?);
            }
            '\n' => {
                // a line continuation: the following whitespace is not part of the value
                while chars.next_if(|c| c.is_whitespace()).is_some() {}
            }
            _ => return None,
        }
    }
    Some(out)
}

/// Whether `op` followed by `next` is one of Rust's multi-character operators (joined
/// punctuation such as `::<` or `<'` is several tokens).
fn is_operator(op: &[u8], next: char) -> bool {
    const OPS: [&str; 23] = [
        "::", "->", "=>", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "^=",
        "&=", "|=", "<<", ">>", "..", "..=", "<<=", ">>=",
    ];
    let mut buf = [0u8; 4];
    let Some(joined) = buf.get_mut(..op.len() + 1) else {
        return false;
    };
    joined[..op.len()].copy_from_slice(op);
    if !next.is_ascii() {
        return false;
    }
    joined[op.len()] = next as u8;
    OPS.iter().any(|o| o.as_bytes() == joined)
}

/// Keywords after which the next `{` opens a block or an item's body.
fn is_block_head(w: &str) -> bool {
    matches!(
        w,
        "if" | "while"
            | "match"
            | "for"
            | "fn"
            | "impl"
            | "struct"
            | "enum"
            | "trait"
            | "mod"
            | "union"
            | "where"
    )
}

/// Keywords that behave like identifiers before `::`, `(` and `<`.
fn is_path_word(w: &str) -> bool {
    matches!(
        w,
        "self" | "Self" | "crate" | "super" | "true" | "false" | "impl" | "fn"
    )
}

fn is_keyword(w: &str) -> bool {
    matches!(
        w,
        "as" | "async"
            | "await"
            | "break"
            | "const"
            | "continue"
            | "dyn"
            | "else"
            | "enum"
            | "extern"
            | "fn"
            | "for"
            | "if"
            | "impl"
            | "in"
            | "let"
            | "loop"
            | "match"
            | "mod"
            | "move"
            | "mut"
            | "pub"
            | "ref"
            | "return"
            | "static"
            | "struct"
            | "trait"
            | "type"
            | "unsafe"
            | "use"
            | "where"
            | "while"
            | "yield"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use proc_macro2::{Literal, Punct};
    use quote::quote;

    #[test]
    fn items_statements_and_doc_comments() {
        let t = quote! {
            /// Doc with "quotes" and a \ backslash.
            #[inline]
            pub fn f<'a>(a: u8, b: &'a str) -> Option<Vec<u8>> {
                let v = if a > 1 { Some(vec![a]) } else { None };
                match v { Some(x) => Some(x), None => None::<Vec<u8>> }
            }
            impl<T: Copy> S<T> { const A: Point = Point { x: -1, y: 2 }; }
            use ::x::{a, b};
        };
        let want = "/// Doc with \"quotes\" and a \\ backslash.
#[inline]
pub fn f<'a>(a: u8, b: &'a str) -> Option<Vec<u8>> {
    let v = if a > 1 {
        Some(vec![a])
    } else {
        None
    };
    match v {
        Some(x) => Some(x),
        None => None::<Vec<u8>>
    }
}
impl<T: Copy> S<T> {
    const A: Point = Point { x: -1, y: 2 };
}
use ::x::{ a, b };
";
        assert_eq!(layout(t), want);
    }

    #[test]
    fn long_lists_break_short_closures_stay_on_one_line() {
        let t = quote! {
            call(first_argument_name, second_argument_name, third_argument_name, fourth_one, fifth_argument_name, sixth_argument_name);
            let f = |ctx: &Context, a: Attribute| -> bool { a.is(ctx) };
        };
        let want = "call(
    first_argument_name,
    second_argument_name,
    third_argument_name,
    fourth_one,
    fifth_argument_name,
    sixth_argument_name
);
let f = |ctx: &Context, a: Attribute| -> bool { a.is(ctx) };
";
        assert_eq!(layout(t), want);
    }

    #[test]
    fn string_values_of_doc_literals() {
        assert_eq!(
            string_value(r#""a\"b\\c\u{e9}\x41""#).as_deref(),
            Some("a\"b\\céA")
        );
        assert_eq!(
            string_value("r#\"raw \"x\"\"#").as_deref(),
            Some("raw \"x\"")
        );
        assert_eq!(
            string_value("\"line\\\n    continued\"").as_deref(),
            Some("linecontinued")
        );
        assert_eq!(string_value("\"bad\\q\""), None);
    }

    /// 100,000 nested groups of each delimiter: laid out without recursion; parentheses stay
    /// on one line, braces indent at most `MAX_INDENT` levels (output linear in the depth).
    #[test]
    fn deep_nesting_is_followed_with_a_work_list() {
        const DEPTH: usize = 100_000;
        let nest = |d: Delimiter| {
            let mut t: TokenStream = TokenTree::Literal(Literal::u8_unsuffixed(1)).into();
            for _ in 0..DEPTH {
                t = TokenTree::Group(Group::new(d, t)).into();
            }
            t
        };
        let parens = layout(nest(Delimiter::Parenthesis));
        assert_eq!(
            parens,
            format!("{}1{}\n", "(".repeat(DEPTH), ")".repeat(DEPTH))
        );
        let brackets = layout(nest(Delimiter::Bracket));
        assert_eq!(
            brackets,
            format!("{}1{}\n", "[".repeat(DEPTH), "]".repeat(DEPTH))
        );
        let mut braces = nest(Delimiter::Brace);
        braces.extend([TokenTree::Punct(Punct::new(';', Spacing::Alone))]);
        let text = layout(braces);
        let pad = "    ".repeat(MAX_INDENT);
        let mut want = String::new();
        for i in 0..DEPTH {
            want.push_str(&"    ".repeat(i.min(MAX_INDENT)));
            want.push_str("{\n");
        }
        want.push_str(&pad);
        want.push_str("1\n");
        for i in (0..DEPTH).rev() {
            want.push_str(&"    ".repeat(i.min(MAX_INDENT)));
            want.push_str("}\n");
        }
        want.pop();
        want.push_str(";\n");
        assert_eq!(text, want);
    }
}
