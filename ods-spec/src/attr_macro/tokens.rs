//! Rust tokens to `.ods` text: a cursor over token trees that writes constraint references
//! (`TensorOf<[F32]>`), template arguments, strings, integers and code blocks into a
//! [`Writer`], and a printer turning Rust code tokens into text.

use proc_macro2::{Delimiter, Group, Literal, Span, TokenStream, TokenTree};

use super::writer::Writer;
use syn::ext::IdentExt as _;

/// A cursor over a token stream.
pub(crate) struct Cursor {
    toks: Vec<TokenTree>,
    pos: usize,
    /// where errors about a missing token point (the enclosing group, or the whole input)
    end: Span,
}

/// The result of a parsing step: errors are located Rust errors.
pub(crate) type Res<T> = Result<T, syn::Error>;

impl Cursor {
    /// A cursor over `ts`; `end` is where "expected ..." at the end of the input points.
    pub(crate) fn new(ts: TokenStream, end: Span) -> Cursor {
        Cursor {
            toks: ts.into_iter().collect(),
            pos: 0,
            end,
        }
    }

    /// A cursor over the contents of `g`.
    pub(crate) fn of_group(g: &Group) -> Cursor {
        Cursor::new(g.stream(), g.span_close())
    }

    /// The next token, without consuming it.
    pub(crate) fn peek(&self) -> Option<&TokenTree> {
        self.toks.get(self.pos)
    }

    /// The token after the next one, without consuming anything.
    pub(crate) fn peek2(&self) -> Option<&TokenTree> {
        self.toks.get(self.pos + 1)
    }

    /// Consumes and returns the next token.
    pub(crate) fn next(&mut self) -> Option<TokenTree> {
        let t = self.toks.get(self.pos).cloned();
        if t.is_some() {
            self.pos += 1;
        }
        t
    }

    /// True at the end of the input.
    pub(crate) fn is_empty(&self) -> bool {
        self.pos >= self.toks.len()
    }

    /// The span of the next token, or of the end of the input.
    pub(crate) fn span(&self) -> Span {
        self.peek().map(|t| t.span()).unwrap_or(self.end)
    }

    /// An error at the next token (or the end): `expected {what}`, and what was found.
    pub(crate) fn expected(&self, what: &str) -> syn::Error {
        let found = match self.peek() {
            Some(t) => format!("found `{}`", short(t)),
            None => "found the end of the input".to_string(),
        };
        syn::Error::new(self.span(), format!("expected {what}, {found}"))
    }

    /// True when the next token is the punctuation `c`.
    pub(crate) fn is_punct(&self, c: char) -> bool {
        matches!(self.peek(), Some(TokenTree::Punct(p)) if p.as_char() == c)
    }

    /// Consumes the punctuation `c` if it is next.
    pub(crate) fn eat_punct(&mut self, c: char) -> bool {
        if self.is_punct(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Consumes the punctuation `c`, or fails with `expected {what}`.
    pub(crate) fn punct(&mut self, c: char, what: &str) -> Res<Span> {
        let span = self.span();
        if self.eat_punct(c) {
            Ok(span)
        } else {
            Err(self.expected(what))
        }
    }

    /// Consumes an identifier, or fails with `expected {what}`.
    pub(crate) fn ident(&mut self, what: &str) -> Res<proc_macro2::Ident> {
        match self.peek() {
            Some(TokenTree::Ident(i)) => {
                let i = i.clone();
                self.pos += 1;
                Ok(i)
            }
            _ => Err(self.expected(what)),
        }
    }

    /// Consumes a `,` unless at the end; anything else is an error.
    pub(crate) fn comma_or_end(&mut self) -> Res<()> {
        if self.is_empty() || self.eat_punct(',') {
            Ok(())
        } else {
            Err(self.expected("`,`"))
        }
    }

    /// Fails unless every token was consumed.
    pub(crate) fn finish(&self) -> Res<()> {
        match self.peek() {
            None => Ok(()),
            Some(t) => Err(syn::Error::new(
                t.span(),
                format!("unexpected `{}` after the end of the constraint", short(t)),
            )),
        }
    }

    /// Consumes a string literal, or fails with `expected {what}`.
    pub(crate) fn lit_str(&mut self, what: &str) -> Res<syn::LitStr> {
        if let Some(TokenTree::Literal(l)) = self.peek() {
            if let syn::Lit::Str(s) = syn::Lit::new(l.clone()) {
                self.pos += 1;
                return Ok(s);
            }
        }
        Err(self.expected(what))
    }

    /// Consumes a group delimited by `d`, or fails with `expected {what}`.
    pub(crate) fn group(&mut self, d: Delimiter, what: &str) -> Res<Group> {
        match self.peek() {
            Some(TokenTree::Group(g)) if g.delimiter() == d => {
                let g = g.clone();
                self.pos += 1;
                Ok(g)
            }
            _ => Err(self.expected(what)),
        }
    }

    /// Consumes leading `#[doc = "..."]` attributes (doc comments inside attribute arguments)
    /// and returns their texts.
    pub(crate) fn docs(&mut self) -> Res<Vec<String>> {
        let mut docs = Vec::new();
        while self.is_punct('#') {
            let Some(TokenTree::Group(g)) = self.peek2() else {
                break;
            };
            let g = g.clone();
            if g.delimiter() != Delimiter::Bracket {
                break;
            }
            let attr: syn::Meta = syn::parse2(g.stream())?;
            match doc_text(&attr) {
                Some(d) => docs.push(d),
                None => {
                    return Err(syn::Error::new(
                        g.span(),
                        "only doc comments may be written here",
                    ))
                }
            }
            self.pos += 2;
        }
        Ok(docs)
    }

    /// A constraint or trait reference: `Name`, `Name<args>`, `name(args)` (a predicate
    /// combinator such as `and(...)`), or `ods!(...)` holding one written as in `.ods`.
    /// `what` names the expected thing in the error when there is no identifier.
    pub(crate) fn cref(&mut self, w: &mut Writer, what: &str) -> Res<()> {
        let name = self.ident(what)?;
        if name == "ods" && self.is_punct('!') {
            self.pos += 1;
            let g = match self.next() {
                Some(TokenTree::Group(g)) if g.delimiter() != Delimiter::None => g,
                _ => {
                    return Err(syn::Error::new(
                        name.span(),
                        "`ods!` in a constraint holds one written as in `.ods`, like `ods!(IntIsOneOf<[1, 2]>)`",
                    ))
                }
            };
            let mut inner = Cursor::of_group(&g);
            inner.cref(w, what)?;
            return inner.finish();
        }
        if self.is_punct(':') {
            return Err(syn::Error::new(
                self.span(),
                "write the constraint's name alone, without a path: constraints are looked up \
                 by name among the prelude's and the dialect's own",
            ));
        }
        let start = w.mark();
        w.token(&name.unraw().to_string(), name.span());
        if self.eat_punct('<') {
            w.raw("<");
            loop {
                if self.is_punct('>') {
                    break;
                }
                self.targ(w)?;
                if self.eat_punct(',') {
                    w.raw(", ");
                } else {
                    break;
                }
            }
            self.punct('>', "`,` or `>`")?;
            w.raw(">");
        } else if let Some(TokenTree::Group(g)) = self.peek() {
            if g.delimiter() == Delimiter::Parenthesis {
                let g = g.clone();
                self.pos += 1;
                w.raw("(");
                Cursor::of_group(&g).targ_list(w)?;
                w.raw(")");
            }
        }
        w.close(start, name.span());
        Ok(())
    }

    /// Comma-separated template arguments up to the end of the input.
    fn targ_list(&mut self, w: &mut Writer) -> Res<()> {
        while !self.is_empty() {
            self.targ(w)?;
            self.comma_or_end()?;
            if !self.is_empty() {
                w.raw(", ");
            }
        }
        Ok(())
    }

    /// A template argument: a string, an integer (possibly negative), a list `[a, b]` (or a
    /// tuple `(a, b)`, the form a Rust type can hold), a code block `{ ... }` (or `[{ ... }]`),
    /// `true`, or a constraint reference.
    pub(crate) fn targ(&mut self, w: &mut Writer) -> Res<()> {
        match self.peek().cloned() {
            Some(TokenTree::Literal(l)) => {
                self.pos += 1;
                literal(w, &l)
            }
            Some(TokenTree::Punct(p)) if p.as_char() == '-' => {
                self.pos += 1;
                match self.next() {
                    Some(TokenTree::Literal(l)) => match syn::Lit::new(l.clone()) {
                        syn::Lit::Int(i) => int(w, &i, true, p.span()),
                        _ => Err(syn::Error::new(l.span(), "expected an integer after `-`")),
                    },
                    _ => Err(syn::Error::new(p.span(), "expected an integer after `-`")),
                }
            }
            Some(TokenTree::Group(g)) => {
                self.pos += 1;
                match g.delimiter() {
                    Delimiter::Brace => code(w, &g, g.span()),
                    Delimiter::Bracket => match single_brace(&g) {
                        Some(inner) => code(w, &inner, g.span()),
                        None => list(w, &g),
                    },
                    Delimiter::Parenthesis => list(w, &g),
                    Delimiter::None => {
                        let mut inner = Cursor::of_group(&g);
                        inner.targ(w)?;
                        inner.finish()
                    }
                }
            }
            Some(TokenTree::Ident(_)) => self.cref(w, "a template argument"),
            _ => Err(self.expected(
                "a template argument: a constraint, a string, an integer, a list or a `{ code }` block",
            )),
        }
    }
}

/// `[a, b]` or `(a, b)`: a list.
fn list(w: &mut Writer, g: &Group) -> Res<()> {
    let start = w.mark();
    w.raw("[");
    Cursor::of_group(g).targ_list(w)?;
    w.raw("]");
    w.close(start, g.span());
    Ok(())
}

/// The brace group that is the only content of `g` (`[{ ... }]`, `.ods` code syntax).
fn single_brace(g: &Group) -> Option<Group> {
    let mut it = g.stream().into_iter();
    match (it.next(), it.next()) {
        (Some(TokenTree::Group(inner)), None) if inner.delimiter() == Delimiter::Brace => {
            Some(inner)
        }
        _ => None,
    }
}

/// Writes the contents of the brace group `g` as a `.ods` code block `[{ ... }]`.
pub(crate) fn code(w: &mut Writer, g: &Group, span: Span) -> Res<()> {
    let text = print(g.stream());
    code_text(w, &text, span)
}

/// Writes `text` as a `.ods` code block `[{ text }]`.
pub(crate) fn code_text(w: &mut Writer, text: &str, span: Span) -> Res<()> {
    if text.contains("}]") {
        return Err(syn::Error::new(
            span,
            "this code contains `}]`, which ends a code block in `.ods`: write it another way \
             (for example with a space between `}` and `]` inside a string)",
        ));
    }
    if text.is_empty() {
        w.token("[{}]", span);
    } else {
        w.token(&format!("[{{ {text} }}]"), span);
    }
    Ok(())
}

/// Writes a string or integer literal.
fn literal(w: &mut Writer, l: &Literal) -> Res<()> {
    match syn::Lit::new(l.clone()) {
        syn::Lit::Str(s) => {
            string(w, &s);
            Ok(())
        }
        syn::Lit::Int(i) => int(w, &i, false, l.span()),
        syn::Lit::Bool(b) => {
            w.token(if b.value { "true" } else { "false" }, l.span());
            Ok(())
        }
        _ => Err(syn::Error::new(
            l.span(),
            "expected a string or an integer literal here",
        )),
    }
}

/// Writes an integer literal (in decimal), negated when `neg`.
fn int(w: &mut Writer, i: &syn::LitInt, neg: bool, span: Span) -> Res<()> {
    if !i.suffix().is_empty() {
        return Err(syn::Error::new(
            i.span(),
            format!(
                "remove the suffix `{}`: `.ods` integers have none",
                i.suffix()
            ),
        ));
    }
    let digits = i.base10_digits();
    let text = if neg {
        format!("-{digits}")
    } else {
        digits.to_string()
    };
    w.token(&text, if neg { span } else { i.span() });
    Ok(())
}

/// Writes a string literal's value as a `.ods` string.
pub(crate) fn string(w: &mut Writer, s: &syn::LitStr) {
    w.token(&quote_str(&s.value()), s.span());
}

/// A `.ods` string literal for `value`.
pub(crate) fn quote_str(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 2);
    out.push('"');
    for c in value.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The text of a `doc` attribute (`#[doc = "..."]`, what `///` becomes).
pub(crate) fn doc_text(meta: &syn::Meta) -> Option<String> {
    let syn::Meta::NameValue(nv) = meta else {
        return None;
    };
    if !nv.path.is_ident("doc") {
        return None;
    }
    match &nv.value {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => Some(s.value()),
        _ => None,
    }
}

/// A short form of a token for messages.
fn short(t: &TokenTree) -> String {
    match t {
        TokenTree::Group(g) => match g.delimiter() {
            Delimiter::Parenthesis => "(".into(),
            Delimiter::Brace => "{".into(),
            Delimiter::Bracket => "[".into(),
            Delimiter::None => "...".into(),
        },
        other => other.to_string(),
    }
}

/// Prints Rust code tokens as text: one space between tokens, none inside `::`, `->` and
/// other joint punctuation, after `$` (so `$_self` stays one placeholder), before `,` `;` `.`,
/// after `.`, inside delimiters, and between a name and its call or index parentheses. The
/// result lexes to the same tokens.
pub(crate) fn print(ts: TokenStream) -> String {
    let mut out = String::new();
    print_into(&mut out, ts);
    out
}

fn print_into(out: &mut String, ts: TokenStream) {
    // whether the previous token asks for no space after it
    let mut glue_after = true;
    // the previous token, for the rules that look back
    let mut prev: Option<TokenTree> = None;
    let toks: Vec<TokenTree> = ts.into_iter().collect();
    for (i, t) in toks.iter().enumerate() {
        let glue_before = match t {
            TokenTree::Punct(p) => match p.as_char() {
                ',' | ';' | '.' | '?' => true,
                // `::` after a name, `name: T`; `foo!` after a name
                ':' => prev_is_name(&prev),
                '!' => prev_is_name(&prev) && p.spacing() == proc_macro2::Spacing::Alone,
                _ => false,
            },
            TokenTree::Group(g) => {
                matches!(g.delimiter(), Delimiter::Parenthesis | Delimiter::Bracket)
                    && (prev_is_name(&prev) || matches!(&prev, Some(TokenTree::Group(_))))
            }
            _ => false,
        };
        if !out.is_empty() && !glue_after && !glue_before {
            out.push(' ');
        }
        glue_after = match t {
            TokenTree::Punct(p) => {
                let c = p.as_char();
                p.spacing() == proc_macro2::Spacing::Joint
                    || c == '$'
                    || c == '.'
                    || c == '#'
                    // the second `:` of `::`
                    || (c == ':'
                        && matches!(&prev, Some(TokenTree::Punct(q))
                            if q.as_char() == ':' && q.spacing() == proc_macro2::Spacing::Joint))
                    // `!` before a group: `vec![...]`, `#![...]`
                    || (c == '!' && matches!(toks.get(i + 1), Some(TokenTree::Group(_))))
                    // a unary operator: `&self`, `-1`, `*x`, `!x`
                    || (matches!(c, '&' | '-' | '*' | '!') && !prev_is_operand(&prev))
            }
            _ => false,
        };
        match t {
            TokenTree::Group(g) => {
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Brace => ("{ ", " }"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::None => ("", ""),
                };
                let mut inner = String::new();
                print_into(&mut inner, g.stream());
                if inner.is_empty() {
                    out.push_str(open.trim_end());
                    out.push_str(close.trim_start());
                } else {
                    out.push_str(open);
                    out.push_str(&inner);
                    // never write `}]`, which would end a `.ods` code block
                    if close == "]" && inner.ends_with('}') {
                        out.push(' ');
                    }
                    out.push_str(close);
                }
            }
            other => out.push_str(&other.to_string()),
        }
        prev = Some(t.clone());
    }
}

fn prev_is_operand(prev: &Option<TokenTree>) -> bool {
    matches!(
        prev,
        Some(TokenTree::Ident(_) | TokenTree::Literal(_) | TokenTree::Group(_))
    )
}

fn prev_is_name(prev: &Option<TokenTree>) -> bool {
    matches!(prev, Some(TokenTree::Ident(_)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    fn p(s: &str) -> String {
        print(TokenStream::from_str(s).unwrap())
    }

    #[test]
    fn prints_code_compactly() {
        assert_eq!(
            p("::ods_runtime::ods::preds::int_type($_ctx, 64)"),
            "::ods_runtime::ods::preds::int_type($_ctx, 64)"
        );
        assert_eq!(p("Overflow :: NONE"), "Overflow::NONE");
        assert_eq!(p("vec![1, 2].len() as i64"), "vec![1, 2].len() as i64");
        assert_eq!(
            p("fn f(&self) -> &'static str { \"x\" }"),
            "fn f(&self) -> &'static str { \"x\" }"
        );
        assert_eq!(p("a[{ 1 }]"), "a[{ 1 } ]");
        assert_eq!(p("x.0 != y"), "x.0 != y");
    }

    fn cref(s: &str) -> Result<String, String> {
        let mut w = Writer::default();
        let mut c = Cursor::new(TokenStream::from_str(s).unwrap(), Span::call_site());
        c.cref(&mut w, "a constraint")
            .and_then(|_| c.finish())
            .map_err(|e| e.to_string())?;
        Ok(w.text().to_string())
    }

    #[test]
    fn constraint_references() {
        assert_eq!(cref("Variadic<AnyType>").unwrap(), "Variadic<AnyType>");
        assert_eq!(cref("TensorOf<[F32]>").unwrap(), "TensorOf<[F32]>");
        assert_eq!(
            cref("TensorOf<(F32, F64)>").unwrap(),
            "TensorOf<[F32, F64]>"
        );
        assert_eq!(
            cref("ConfinedAttr<I64Attr, [IntMinValue<-1>]>").unwrap(),
            "ConfinedAttr<I64Attr, [IntMinValue<-1>]>"
        );
        assert_eq!(
            cref("DefaultValuedAttr<I64Attr, { 7 }>").unwrap(),
            "DefaultValuedAttr<I64Attr, [{ 7 }]>"
        );
        assert_eq!(
            cref("ods!(IntIsOneOf<[1, 0x10]>)").unwrap(),
            "IntIsOneOf<[1, 16]>"
        );
        assert_eq!(
            cref("PredOpTrait<\"a \\\"b\\\"\", and({ x }, Foo)>").unwrap(),
            "PredOpTrait<\"a \\\"b\\\"\", and([{ x }], Foo)>"
        );
        assert_eq!(cref("X<[{ $_self }]>").unwrap(), "X<[{ $_self }]>");
        assert!(cref("ods::I32").unwrap_err().contains("without a path"));
        assert!(cref("X<1u8>").unwrap_err().contains("suffix"));
        assert!(cref("X<1.5>").unwrap_err().contains("string or an integer"));
    }
}
