//! Format text -> elements: a tokenizer and a recursive-descent parser for MLIR's declarative
//! assembly format language, resolving `$name` against the op's operands, attributes and
//! properties, regions, successors and results.
//!
//! Only syntax and name resolution are checked here; MLIR's semantic rules (what must be bound,
//! what may be inside an optional group, ...) are `validate.rs`'s. Nesting is bounded by the
//! grammar itself: optional groups and `oilist` only at the top level, directive arguments at
//! most three deep (`custom<X>(ref(qualified(type($x))))`), so no input can recurse deeply.

use super::{CustomArg, Element, ElementKind, OIClause, OptionalGroup, TypeArg};
use crate::model::{Code, OdsDiagnostic, OpDef, Span};

/// One token of format text, with its byte range in the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Tok {
    /// `` `text` `` (contents without backticks)
    Literal(String),
    /// `$name`
    Var(String),
    /// a bare word: a directive name (`attr-dict`, `type`, ...)
    Word(String),
    /// `"text"` (a custom directive's Rust expression argument)
    Str(String),
    /// one of `( ) < > , ^ ? :`
    Punct(char),
    End,
}

pub(super) struct Lexer<'t> {
    pub(super) text: &'t str,
    pub(super) pos: usize,
}

impl Lexer<'_> {
    /// The next token and its byte range, or an error message with its range.
    pub(super) fn next(&mut self) -> Result<(Tok, usize, usize), (String, usize, usize)> {
        let b = self.text.as_bytes();
        while self.pos < b.len() && b[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let start = self.pos;
        let Some(&c) = b.get(start) else {
            return Ok((Tok::End, start, start));
        };
        match c {
            b'`' => {
                let Some(len) = self.text[start + 1..].find('`') else {
                    self.pos = b.len();
                    return Err((
                        "unterminated literal: add the closing backtick".into(),
                        start,
                        b.len(),
                    ));
                };
                let end = start + 1 + len + 1;
                self.pos = end;
                Ok((
                    Tok::Literal(self.text[start + 1..end - 1].to_string()),
                    start,
                    end,
                ))
            }
            b'"' => {
                let Some(len) = self.text[start + 1..].find('"') else {
                    self.pos = b.len();
                    return Err((
                        "unterminated string: add the closing `\"`".into(),
                        start,
                        b.len(),
                    ));
                };
                let end = start + 1 + len + 1;
                self.pos = end;
                Ok((
                    Tok::Str(self.text[start + 1..end - 1].to_string()),
                    start,
                    end,
                ))
            }
            b'$' => {
                let end = word_end(b, start + 1, false);
                self.pos = end;
                if end == start + 1 {
                    return Err(("expected a name after `$`".into(), start, start + 1));
                }
                Ok((Tok::Var(self.text[start + 1..end].to_string()), start, end))
            }
            b'(' | b')' | b'<' | b'>' | b',' | b'^' | b'?' | b':' | b'|' => {
                self.pos = start + 1;
                Ok((Tok::Punct(c as char), start, start + 1))
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let end = word_end(b, start, true);
                self.pos = end;
                Ok((Tok::Word(self.text[start..end].to_string()), start, end))
            }
            _ => {
                let ch = self.text[start..].chars().next().unwrap_or(' ');
                self.pos = start + ch.len_utf8();
                Err((format!("unexpected `{ch}` in format"), start, self.pos))
            }
        }
    }
}

/// End of an identifier starting at `i` (`-` allowed inside directive names).
fn word_end(b: &[u8], mut i: usize, dashes: bool) -> usize {
    while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || (dashes && b[i] == b'-'))
    {
        i += 1;
    }
    i
}

/// Where an element is being parsed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ctx {
    Top,
    /// the then-elements of an optional group (anchors allowed)
    GroupThen,
    /// the else-elements of an optional group (an anchor here inverts the group)
    GroupElse,
    OIList,
    /// a custom directive's arguments
    CustomArg,
    /// the argument of `type`, `qualified`, `functional-type`, `ref`
    Inner,
}

struct Parser<'a> {
    op: &'a OpDef,
    lex: Lexer<'a>,
    tok: Tok,
    start: usize,
    end: usize,
    /// end of the token before the current one
    prev_end: usize,
    base: Span,
    errors: Vec<OdsDiagnostic>,
}

/// A parse failure already recorded in `errors`.
struct Failed;

type PResult<T> = Result<T, Failed>;

const DIRECTIVES: &str = "attr-dict, attr-dict-with-keyword, prop-dict, type, qualified, functional-type, operands, results, regions, successors, custom, ref, oilist";

/// Parses the format `text` of `op` into elements.
pub(super) fn parse(op: &OpDef, text: &Code) -> Result<Vec<Element>, Vec<OdsDiagnostic>> {
    let mut p = Parser {
        op,
        lex: Lexer {
            text: &text.text,
            pos: 0,
        },
        tok: Tok::End,
        start: 0,
        end: 0,
        prev_end: 0,
        base: text.span,
        errors: Vec::new(),
    };
    let mut out = Vec::new();
    if p.bump().is_ok() {
        while p.tok != Tok::End {
            match p.element(Ctx::Top) {
                Ok((e, _)) => out.push(e),
                Err(Failed) => break,
            }
        }
    }
    if p.errors.is_empty() {
        Ok(out)
    } else {
        Err(p.errors)
    }
}

impl Parser<'_> {
    fn span(&self, start: usize, end: usize) -> Span {
        Span {
            file: self.base.file,
            start: self.base.start + start as u32,
            end: self.base.start + end as u32,
        }
    }

    fn fail<T>(&mut self, start: usize, end: usize, message: impl Into<String>) -> PResult<T> {
        let span = self.span(start, end);
        self.errors.push(OdsDiagnostic::new(span, message));
        Err(Failed)
    }

    /// Moves to the next token.
    fn bump(&mut self) -> PResult<()> {
        self.prev_end = self.end;
        match self.lex.next() {
            Ok((t, s, e)) => {
                self.tok = t;
                self.start = s;
                self.end = e;
                Ok(())
            }
            Err((m, s, e)) => self.fail(s, e, m),
        }
    }

    fn expect(&mut self, c: char, what: &str) -> PResult<()> {
        if self.tok == Tok::Punct(c) {
            return self.bump();
        }
        let found = self.describe();
        self.fail(
            self.start,
            self.end,
            format!("expected `{c}` {what}, found {found}"),
        )
    }

    fn describe(&self) -> String {
        match &self.tok {
            Tok::Literal(l) => format!("`` `{l}` ``"),
            Tok::Var(v) => format!("`${v}`"),
            Tok::Word(w) => format!("`{w}`"),
            Tok::Str(s) => format!("`\"{s}\"`"),
            Tok::Punct(c) => format!("`{c}`"),
            Tok::End => "the end of the format".into(),
        }
    }

    /// One element, and whether it was marked `^`.
    fn element(&mut self, ctx: Ctx) -> PResult<(Element, bool)> {
        let start = self.start;
        let e = match self.tok.clone() {
            Tok::Literal(l) => {
                let end = self.end;
                self.bump()?;
                Element {
                    kind: self.literal(&l, start, end)?,
                    span: self.span(start, end),
                }
            }
            Tok::Var(name) => {
                let end = self.end;
                self.bump()?;
                let kind = self.variable(&name, start, end, ctx)?;
                Element {
                    kind,
                    span: self.span(start, end),
                }
            }
            Tok::Word(w) => self.directive(&w, ctx)?,
            Tok::Punct('(') => {
                if ctx != Ctx::Top {
                    return self.fail(
                        start,
                        self.end,
                        "optional groups can only be used at the top level of a format",
                    );
                }
                self.optional_group()?
            }
            Tok::Str(_) => {
                return self.fail(
                    start,
                    self.end,
                    "a string is only allowed as an argument of `custom<...>`",
                )
            }
            _ => {
                let found = self.describe();
                return self.fail(start, self.end, format!("unexpected {found} in format"));
            }
        };
        let anchored = if self.tok == Tok::Punct('^') {
            if ctx != Ctx::GroupThen && ctx != Ctx::GroupElse {
                return self.fail(
                    self.start,
                    self.end,
                    "`^` marks the anchor of an optional group and is only allowed inside one",
                );
            }
            self.bump()?;
            true
        } else {
            false
        };
        Ok((e, anchored))
    }

    fn literal(&mut self, l: &str, start: usize, end: usize) -> PResult<ElementKind> {
        Ok(match l {
            "" => ElementKind::NoSpace,
            " " => ElementKind::Space,
            "\\n" => ElementKind::Newline,
            _ if valid_literal(l) => ElementKind::Literal(l.to_string()),
            _ => {
                return self.fail(
                    start,
                    end,
                    format!(
                        "invalid literal `{l}`: use a keyword (letters, digits, `_`, `$`, `.`) or one of the punctuation tokens -> : , = < > ( ) [ ] {{ }} ? + * ... |"
                    ),
                )
            }
        })
    }

    fn variable(&mut self, name: &str, start: usize, end: usize, ctx: Ctx) -> PResult<ElementKind> {
        let op = self.op;
        if let Some(i) = op.operands.iter().position(|o| o.name == name) {
            return Ok(ElementKind::Operand(i));
        }
        if let Some(i) = op.attributes.iter().position(|a| a.name == name) {
            return Ok(ElementKind::Attr(i));
        }
        if let Some(i) = op.regions.iter().position(|r| r.name == name) {
            return Ok(ElementKind::Region(i));
        }
        if let Some(i) = op.successors.iter().position(|s| s.name == name) {
            return Ok(ElementKind::Successor(i));
        }
        let _ = ctx;
        if op.results.iter().any(|r| r.name == name) {
            return self.fail(
                start,
                end,
                format!("result `${name}` can only be used inside `type(...)` or `functional-type(...)`"),
            );
        }
        self.unknown(name, start, end)
    }

    fn unknown<T>(&mut self, name: &str, start: usize, end: usize) -> PResult<T> {
        let full = self.op.full_name.clone();
        self.fail(
            start,
            end,
            format!("unknown variable `${name}`: `{full}` has no operand, attribute, property, region, successor or result of that name"),
        )
    }

    /// A directive starting at the current word `w`.
    fn directive(&mut self, w: &str, ctx: Ctx) -> PResult<Element> {
        let start = self.start;
        let word_end = self.end;
        self.bump()?;
        let kind = match w {
            "attr-dict" => ElementKind::AttrDict {
                with_keyword: false,
            },
            "attr-dict-with-keyword" => ElementKind::AttrDict { with_keyword: true },
            "prop-dict" => ElementKind::PropDict,
            "operands" => ElementKind::Operands,
            "regions" => ElementKind::Regions,
            "successors" => ElementKind::Successors,
            "results" => {
                return self.fail(
                    start,
                    word_end,
                    "`results` can only be used inside `type(...)` or `functional-type(...)`",
                )
            }
            "type" => {
                self.expect('(', "after `type`")?;
                let t = self.type_arg()?;
                self.expect(')', "to close `type(...)`")?;
                ElementKind::Type(t)
            }
            "functional-type" => {
                self.expect('(', "after `functional-type`")?;
                let inputs = self.type_arg()?;
                self.expect(',', "between the two arguments of `functional-type`")?;
                let results = self.type_arg()?;
                self.expect(')', "to close `functional-type(...)`")?;
                ElementKind::FunctionalType { inputs, results }
            }
            "qualified" => {
                self.expect('(', "after `qualified`")?;
                let inner_start = self.start;
                let inner = match self.tok.clone() {
                    Tok::Var(name) => {
                        let end = self.end;
                        self.bump()?;
                        let kind = self.variable(&name, inner_start, end, Ctx::Inner)?;
                        if !matches!(kind, ElementKind::Attr(_)) {
                            return self.fail(
                                inner_start,
                                end,
                                "`qualified` takes an attribute variable or a `type(...)` directive",
                            );
                        }
                        Element {
                            kind,
                            span: self.span(inner_start, end),
                        }
                    }
                    Tok::Word(w) if w == "type" => self.directive("type", Ctx::Inner)?,
                    _ => {
                        return self.fail(
                            inner_start,
                            self.end,
                            "`qualified` takes an attribute variable or a `type(...)` directive",
                        )
                    }
                };
                self.expect(')', "to close `qualified(...)`")?;
                ElementKind::Qualified(Box::new(inner))
            }
            "custom" => {
                if ctx == Ctx::CustomArg || ctx == Ctx::Inner {
                    return self.fail(
                        start,
                        word_end,
                        "a `custom` directive cannot be nested in another directive",
                    );
                }
                self.expect('<', "after `custom`")?;
                let name = match self.tok.clone() {
                    Tok::Word(n) if !n.contains('-') => n,
                    _ => {
                        let found = self.describe();
                        return self.fail(
                            self.start,
                            self.end,
                            format!("expected the name of the custom directive, found {found}"),
                        );
                    }
                };
                self.bump()?;
                self.expect('>', "after the custom directive's name")?;
                self.expect('(', "to start the custom directive's arguments")?;
                let mut args = Vec::new();
                if self.tok != Tok::Punct(')') {
                    loop {
                        args.push(self.custom_arg()?);
                        if self.tok == Tok::Punct(',') {
                            self.bump()?;
                            continue;
                        }
                        break;
                    }
                }
                self.expect(')', "to close the custom directive's arguments")?;
                ElementKind::Custom { name, args }
            }
            "ref" => {
                return self.fail(
                    start,
                    word_end,
                    "`ref` is only allowed as an argument of `custom<...>`",
                )
            }
            "oilist" => {
                if ctx != Ctx::Top {
                    return self.fail(
                        start,
                        word_end,
                        "`oilist` can only be used at the top level of a format",
                    );
                }
                self.expect('(', "after `oilist`")?;
                let clauses = self.oilist_clauses()?;
                self.expect(')', "to close `oilist(...)`")?;
                ElementKind::OIList(clauses)
            }
            _ => {
                return self.fail(
                    start,
                    word_end,
                    format!("unknown directive `{w}`; expected one of {DIRECTIVES}"),
                )
            }
        };
        let end = self.prev_end;
        Ok(Element {
            kind,
            span: self.span(start, end),
        })
    }

    fn type_arg(&mut self) -> PResult<TypeArg> {
        let start = self.start;
        let end = self.end;
        let t = match self.tok.clone() {
            Tok::Var(name) => {
                let op = self.op;
                if let Some(i) = op.operands.iter().position(|o| o.name == name) {
                    TypeArg::Operand(i)
                } else if let Some(i) = op.results.iter().position(|r| r.name == name) {
                    TypeArg::Result(i)
                } else if op.attributes.iter().any(|a| a.name == name)
                    || op.regions.iter().any(|r| r.name == name)
                    || op.successors.iter().any(|s| s.name == name)
                {
                    return self.fail(
                        start,
                        end,
                        "`type` takes `$operand`, `$result`, `operands` or `results`",
                    );
                } else {
                    return self.unknown(&name, start, end);
                }
            }
            Tok::Word(w) if w == "operands" => TypeArg::Operands,
            Tok::Word(w) if w == "results" => TypeArg::Results,
            _ => {
                return self.fail(
                    start,
                    end,
                    "`type` takes `$operand`, `$result`, `operands` or `results`",
                )
            }
        };
        self.bump()?;
        Ok(t)
    }

    fn custom_arg(&mut self) -> PResult<CustomArg> {
        let start = self.start;
        match self.tok.clone() {
            Tok::Str(s) => {
                let end = self.end;
                self.bump()?;
                Ok(CustomArg {
                    element: Element {
                        kind: ElementKind::Literal(s),
                        span: self.span(start, end),
                    },
                    is_ref: false,
                })
            }
            Tok::Word(w) if w == "ref" => {
                self.bump()?;
                self.expect('(', "after `ref`")?;
                let inner = self.custom_arg_element()?;
                self.expect(')', "to close `ref(...)`")?;
                Ok(CustomArg {
                    element: inner,
                    is_ref: true,
                })
            }
            _ => Ok(CustomArg {
                element: self.custom_arg_element()?,
                is_ref: false,
            }),
        }
    }

    /// A custom directive argument other than a string or `ref`.
    fn custom_arg_element(&mut self) -> PResult<Element> {
        match self.tok.clone() {
            Tok::Var(_) => Ok(self.element(Ctx::CustomArg)?.0),
            Tok::Word(w) if w != "custom" && w != "oilist" && w != "ref" => {
                self.directive(&w, Ctx::CustomArg)
            }
            _ => {
                let found = self.describe();
                self.fail(
                    self.start,
                    self.end,
                    format!("expected an argument of the custom directive (`$x`, `type($x)`, `attr-dict`, `ref(...)` or a `\"Rust expression\"`), found {found}"),
                )
            }
        }
    }

    fn optional_group(&mut self) -> PResult<Element> {
        let start = self.start;
        self.bump()?;
        let mut then = Vec::new();
        let mut anchor = None;
        while self.tok != Tok::Punct(')') {
            if self.tok == Tok::End {
                return self.fail(start, start + 1, "unclosed optional group: add `)?`");
            }
            let (e, anchored) = self.element(Ctx::GroupThen)?;
            if anchored {
                if anchor.is_some() {
                    let at = e.span;
                    self.errors.push(OdsDiagnostic::new(
                        at,
                        "an optional group has only one anchor; remove one `^`",
                    ));
                    return Err(Failed);
                }
                anchor = Some(then.len());
            }
            then.push(e);
        }
        self.bump()?;
        let mut else_elements = Vec::new();
        let mut inverted = false;
        if self.tok == Tok::Punct(':') {
            self.bump()?;
            let else_start = self.start;
            self.expect('(', "to start the else group")?;
            while self.tok != Tok::Punct(')') {
                if self.tok == Tok::End {
                    return self.fail(else_start, else_start + 1, "unclosed else group: add `)`");
                }
                let (e, anchored) = self.element(Ctx::GroupElse)?;
                if anchored {
                    if anchor.is_some() {
                        self.errors.push(OdsDiagnostic::new(
                            e.span,
                            "an optional group has only one anchor; remove one `^`",
                        ));
                        return Err(Failed);
                    }
                    anchor = Some(else_elements.len());
                    inverted = true;
                }
                else_elements.push(e);
            }
            self.bump()?;
        }
        if self.tok != Tok::Punct('?') {
            let found = self.describe();
            return self.fail(
                self.start,
                self.end,
                format!("expected `?` after an optional group, found {found}"),
            );
        }
        let end = self.end;
        self.bump()?;
        if then.is_empty() {
            return self.fail(start, end, "optional group is empty");
        }
        let Some(anchor) = anchor else {
            return self.fail(
                start,
                end,
                "optional group has no anchor: mark the element whose presence decides the group with `^`",
            );
        };
        Ok(Element {
            kind: ElementKind::Optional(OptionalGroup {
                then,
                else_elements,
                anchor,
                inverted,
            }),
            span: self.span(start, end),
        })
    }

    fn oilist_clauses(&mut self) -> PResult<Vec<OIClause>> {
        let mut clauses = Vec::new();
        loop {
            let start = self.start;
            let keyword = match self.tok.clone() {
                Tok::Literal(l) if valid_literal(&l) && is_keyword(&l) => l,
                _ => {
                    return self.fail(
                        start,
                        self.end,
                        "each `oilist` clause starts with a keyword literal",
                    )
                }
            };
            let mut end = self.end;
            self.bump()?;
            let mut elements = Vec::new();
            while !matches!(self.tok, Tok::Punct('|') | Tok::Punct(')') | Tok::End) {
                let (e, _) = self.element(Ctx::OIList)?;
                end = (e.span.end - self.base.start) as usize;
                elements.push(e);
            }
            clauses.push(OIClause {
                keyword,
                elements,
                span: self.span(start, end),
            });
            if self.tok == Tok::Punct('|') {
                self.bump()?;
                continue;
            }
            return Ok(clauses);
        }
    }
}

fn is_keyword(l: &str) -> bool {
    l.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

/// A keyword (`[A-Za-z_][A-Za-z0-9_$.]*`) or a punctuation token MLIR's lexer knows.
pub(super) fn valid_literal(l: &str) -> bool {
    if is_keyword(l) {
        return l
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.');
    }
    matches!(
        l,
        "->" | ":"
            | ","
            | "="
            | "<"
            | ">"
            | "("
            | ")"
            | "["
            | "]"
            | "{"
            | "}"
            | "?"
            | "+"
            | "*"
            | "..."
            | "|"
    )
}
