//! The assembly format of a dialect type or attribute (MLIR's `AttrOrTypeFormatGen`):
//! format text -> [`DefFormat`] bound to the definition's parameters, then MLIR's rules.
//!
//! Like MLIR, parameters are bound while parsing, in format order, so "already bound" and
//! "must be bound before `ref`" are decided by position. The directives are `params`,
//! `struct(...)`, `custom<Name>(...)` with `ref(...)`, and `qualified(...)`; optional groups
//! (top level only) have an anchor `^` and may have an else group. The rules that look at a
//! whole group or the whole format run afterwards, each in its own function; every broken rule
//! is reported. Nesting is bounded by the grammar (groups only at the top level, directive
//! arguments at most two deep), so no input recurses deeply.

use super::parse::{valid_literal, Lexer, Tok};
use super::{DefCustomArg, DefElement, DefElementKind, DefFormat, DefOptionalGroup};
use crate::model::{AttrOrTypeDef, Code, DefParameter, Model, OdsDiagnostic, ParamBase, Span};

/// Parses and validates the format of `def`, or builds its default format; `None` with
/// `custom_assembly`.
pub(super) fn analyze(
    m: &Model,
    def: &AttrOrTypeDef,
) -> Result<Option<DefFormat>, Vec<OdsDiagnostic>> {
    if def.custom_assembly {
        return Ok(None);
    }
    let Some(text) = &def.format else {
        return Ok(Some(default_format(def)));
    };
    let mut p = Parser {
        m,
        def,
        lex: Lexer {
            text: &text.text,
            pos: 0,
        },
        tok: Tok::End,
        start: 0,
        end: 0,
        prev_end: 0,
        base: text.span,
        bound: vec![None; def.parameters.len()],
        errors: Vec::new(),
    };
    let mut elements = Vec::new();
    if p.bump().is_ok() {
        while p.tok != Tok::End {
            match p.element(Ctx::Top) {
                Ok((e, _)) => elements.push(e),
                Err(Failed) => break,
            }
        }
    }
    if p.errors.is_empty() {
        check_all_bound(def, &p.bound, text, &mut p.errors);
        check_struct_then_comma(def, &elements, &mut p.errors);
        for e in &elements {
            if let DefElementKind::Optional(g) = &e.kind {
                check_optional_group(def, g, e.span, &mut p.errors);
            }
        }
    }
    if !p.errors.is_empty() {
        let mut errors = p.errors;
        errors.sort_by_key(|d| (d.span.start, d.span.end));
        return Err(errors);
    }
    Ok(Some(DefFormat {
        elements,
        is_default: false,
        span: text.span,
    }))
}

/// `` `<` params `>` ``, or nothing for a definition without parameters (`SelfType` aside).
fn default_format(def: &AttrOrTypeDef) -> DefFormat {
    let params: Vec<usize> = (0..def.parameters.len())
        .filter(|&i| !def.parameters[i].is_self_type())
        .collect();
    let at = |kind| DefElement {
        kind,
        span: def.span,
    };
    let elements = if params.is_empty() {
        Vec::new()
    } else {
        vec![
            at(DefElementKind::Literal("<".into())),
            at(DefElementKind::Params(params)),
            at(DefElementKind::Literal(">".into())),
        ]
    };
    DefFormat {
        elements,
        is_default: true,
        span: def.span,
    }
}

/// Where an element is being parsed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ctx {
    Top,
    /// then- or else-elements of an optional group (anchors allowed)
    Group,
    /// the arguments of `struct(...)`
    Struct,
    /// the arguments of `custom<...>(...)`
    Custom,
    /// the argument of `ref(...)`
    Ref,
    /// the argument of `qualified(...)`
    Qualified,
}

struct Parser<'a> {
    m: &'a Model,
    def: &'a AttrOrTypeDef,
    lex: Lexer<'a>,
    tok: Tok,
    start: usize,
    end: usize,
    prev_end: usize,
    base: Span,
    /// where each parameter was bound, if it was
    bound: Vec<Option<Span>>,
    errors: Vec<OdsDiagnostic>,
}

/// A parse failure already recorded in `errors`.
struct Failed;

type PResult<T> = Result<T, Failed>;

const DIRECTIVES: &str = "params, struct, custom, ref, qualified";

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

    fn what(&self) -> String {
        format!("{} `{}`", self.def.kind.words(), self.def.rust_name)
    }

    /// One element, and whether it was marked `^`.
    fn element(&mut self, ctx: Ctx) -> PResult<(DefElement, bool)> {
        let start = self.start;
        let e = match self.tok.clone() {
            Tok::Literal(l) => {
                let end = self.end;
                self.bump()?;
                DefElement {
                    kind: self.literal(&l, start, end)?,
                    span: self.span(start, end),
                }
            }
            Tok::Var(name) => {
                let end = self.end;
                self.bump()?;
                let param = self.variable(&name, start, end, ctx)?;
                DefElement {
                    kind: DefElementKind::Param {
                        param,
                        qualified: false,
                    },
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
            if ctx != Ctx::Group {
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

    /// Rule: literals are valid and only at the top level or in optional groups.
    fn literal(&mut self, l: &str, start: usize, end: usize) -> PResult<DefElementKind> {
        Ok(match l {
            "" => DefElementKind::NoSpace,
            " " => DefElementKind::Space,
            "\\n" => DefElementKind::Newline,
            _ if valid_literal(l) => DefElementKind::Literal(l.to_string()),
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

    /// Rules: `$name` names a parameter; it is bound once (outside `ref`), or bound earlier
    /// (inside `ref`); the `SelfType` parameter is not in the format.
    fn variable(&mut self, name: &str, start: usize, end: usize, ctx: Ctx) -> PResult<usize> {
        let def = self.def;
        let Some(i) = def.parameters.iter().position(|p| p.name == name) else {
            let what = self.what();
            return self.fail(
                start,
                end,
                format!("unknown parameter `${name}`: {what} has no parameter of that name"),
            );
        };
        let span = self.span(start, end);
        if def.parameters[i].is_self_type() {
            return self.fail(
                start,
                end,
                format!(
                    "the `SelfType` parameter `${name}` cannot be in the format: it is the attribute's type, written after it (`#{}<...> : type`)",
                    def.full_name()
                ),
            );
        }
        if ctx == Ctx::Ref {
            if self.bound[i].is_none() {
                return self.fail(
                    start,
                    end,
                    format!("`ref(${name})` needs `${name}` bound earlier in the format"),
                );
            }
            return Ok(i);
        }
        if let Some(first) = self.bound[i] {
            self.errors.push(
                OdsDiagnostic::new(
                    span,
                    format!("parameter `${name}` is bound twice: bind each parameter once"),
                )
                .with_note(first, "first bound here"),
            );
            return Err(Failed);
        }
        self.bound[i] = Some(span);
        Ok(i)
    }

    fn directive(&mut self, w: &str, ctx: Ctx) -> PResult<DefElement> {
        let start = self.start;
        let word_end = self.end;
        self.bump()?;
        let kind = match w {
            "params" => {
                if !matches!(ctx, Ctx::Top | Ctx::Group | Ctx::Struct) {
                    return self.fail(
                        start,
                        word_end,
                        "`params` can only be used at the top level of a format, in an optional group or inside `struct(...)`",
                    );
                }
                DefElementKind::Params(self.bind_all(start, word_end)?)
            }
            "struct" => {
                if !matches!(ctx, Ctx::Top | Ctx::Group) {
                    return self.fail(
                        start,
                        word_end,
                        "`struct` can only be used at the top level of a format or in an optional group",
                    );
                }
                self.expect('(', "after `struct`")?;
                let params = self.struct_args()?;
                self.expect(')', "to close `struct(...)`")?;
                DefElementKind::Struct(params)
            }
            "custom" => {
                if !matches!(ctx, Ctx::Top | Ctx::Group) {
                    return self.fail(
                        start,
                        word_end,
                        "a `custom` directive cannot be nested in another directive",
                    );
                }
                self.custom()?
            }
            "qualified" => {
                if !matches!(ctx, Ctx::Top | Ctx::Group) {
                    return self.fail(
                        start,
                        word_end,
                        "`qualified` can only be used at the top level of a format or in an optional group",
                    );
                }
                self.expect('(', "after `qualified`")?;
                let (param, pstart, pend) = match self.tok.clone() {
                    Tok::Var(name) => {
                        let (s, e) = (self.start, self.end);
                        self.bump()?;
                        (self.variable(&name, s, e, Ctx::Qualified)?, s, e)
                    }
                    _ => {
                        let found = self.describe();
                        return self.fail(
                            self.start,
                            self.end,
                            format!("`qualified` takes a parameter `$name`, found {found}"),
                        );
                    }
                };
                self.expect(')', "to close `qualified(...)`")?;
                self.check_qualifiable(param, pstart, pend)?;
                DefElementKind::Param {
                    param,
                    qualified: true,
                }
            }
            "ref" => {
                return self.fail(
                    start,
                    word_end,
                    "`ref` is only allowed as an argument of `custom<...>`",
                )
            }
            _ => {
                let what = self.def.kind.words();
                return self.fail(
                    start,
                    word_end,
                    format!(
                        "unknown directive `{w}` in {what} format; expected one of {DIRECTIVES}"
                    ),
                );
            }
        };
        let end = self.prev_end;
        Ok(DefElement {
            kind,
            span: self.span(start, end),
        })
    }

    /// Rule: `params` binds every parameter but `SelfType`, none of them bound before.
    fn bind_all(&mut self, start: usize, end: usize) -> PResult<Vec<usize>> {
        let def = self.def;
        let span = self.span(start, end);
        let mut out = Vec::new();
        for (i, p) in def.parameters.iter().enumerate() {
            if p.is_self_type() {
                continue;
            }
            if let Some(first) = self.bound[i] {
                self.errors.push(
                    OdsDiagnostic::new(
                        span,
                        format!(
                            "`params` binds parameter `${}` again: leave `params` alone or bind no parameter separately",
                            p.name
                        ),
                    )
                    .with_note(first, "first bound here"),
                );
                return Err(Failed);
            }
            self.bound[i] = Some(span);
            out.push(i);
        }
        Ok(out)
    }

    /// Rule: `struct` takes `params` or a list of parameters.
    fn struct_args(&mut self) -> PResult<Vec<usize>> {
        if self.tok == Tok::Word("params".into()) {
            let (s, e) = (self.start, self.end);
            self.bump()?;
            return self.bind_all(s, e);
        }
        let mut out = Vec::new();
        loop {
            match self.tok.clone() {
                Tok::Var(name) => {
                    let (s, e) = (self.start, self.end);
                    self.bump()?;
                    out.push(self.variable(&name, s, e, Ctx::Struct)?);
                }
                _ => {
                    let found = self.describe();
                    return self.fail(
                        self.start,
                        self.end,
                        format!("`struct` takes parameters `$a, $b` or `params`, found {found}"),
                    );
                }
            }
            if self.tok != Tok::Punct(',') {
                return Ok(out);
            }
            self.bump()?;
        }
    }

    fn custom(&mut self) -> PResult<DefElementKind> {
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
        loop {
            args.push(self.custom_arg()?);
            if self.tok != Tok::Punct(',') {
                break;
            }
            self.bump()?;
        }
        self.expect(')', "to close the custom directive's arguments")?;
        Ok(DefElementKind::Custom { name, args })
    }

    fn custom_arg(&mut self) -> PResult<DefCustomArg> {
        match self.tok.clone() {
            Tok::Str(s) => {
                let (start, end) = (self.start, self.end);
                self.bump()?;
                // Rule: a string argument of `custom` is a Rust expression
                if crate::nesting::parse_str::<syn::Expr>(&s).is_err() {
                    return self.fail(
                        start,
                        end,
                        format!(
                            "the argument `\"{s}\"` of a custom directive is not a Rust expression"
                        ),
                    );
                }
                Ok(DefCustomArg::Expr(s))
            }
            Tok::Var(name) => {
                let (s, e) = (self.start, self.end);
                self.bump()?;
                Ok(DefCustomArg::Param(self.variable(
                    &name,
                    s,
                    e,
                    Ctx::Custom,
                )?))
            }
            Tok::Word(w) if w == "ref" => {
                self.bump()?;
                self.expect('(', "after `ref`")?;
                let i = match self.tok.clone() {
                    Tok::Var(name) => {
                        let (s, e) = (self.start, self.end);
                        self.bump()?;
                        self.variable(&name, s, e, Ctx::Ref)?
                    }
                    _ => {
                        let found = self.describe();
                        return self.fail(
                            self.start,
                            self.end,
                            format!("`ref` takes a parameter `$name`, found {found}"),
                        );
                    }
                };
                self.expect(')', "to close `ref(...)`")?;
                Ok(DefCustomArg::Ref(i))
            }
            _ => {
                let found = self.describe();
                self.fail(
                    self.start,
                    self.end,
                    format!("expected an argument of the custom directive (`$x`, `ref($x)` or a `\"Rust expression\"`), found {found}"),
                )
            }
        }
    }

    /// Rule: `qualified` only applies to parameters holding a type or an attribute.
    fn check_qualifiable(&mut self, i: usize, start: usize, end: usize) -> PResult<()> {
        let Some(p) = self.def.parameters.get(i) else {
            return Ok(());
        };
        if is_type_or_attr(self.m, p) {
            return Ok(());
        }
        self.fail(
            start,
            end,
            format!(
                "`qualified` only applies to a parameter holding a type or an attribute, but `${}` is `{}`: remove `qualified`",
                p.name, p.kind_text
            ),
        )
    }

    /// The elements of a group up to and including its `)` (`start` and `unclosed` for a missing
    /// one), and the index of the anchored one; a second anchor, in this group or after one
    /// elsewhere in the optional group (`anchored_before`), is an error.
    fn group_elements(
        &mut self,
        start: usize,
        unclosed: &str,
        anchored_before: bool,
    ) -> PResult<(Vec<DefElement>, Option<usize>)> {
        let mut elements = Vec::new();
        let mut anchor = None;
        while self.tok != Tok::Punct(')') {
            if self.tok == Tok::End {
                return self.fail(start, start + 1, unclosed);
            }
            let (e, anchored) = self.element(Ctx::Group)?;
            if anchored {
                if anchored_before || anchor.is_some() {
                    self.errors.push(OdsDiagnostic::new(
                        e.span,
                        "an optional group has only one anchor; remove one `^`",
                    ));
                    return Err(Failed);
                }
                anchor = Some(elements.len());
            }
            elements.push(e);
        }
        self.bump()?;
        Ok((elements, anchor))
    }

    fn optional_group(&mut self) -> PResult<DefElement> {
        let start = self.start;
        self.bump()?;
        let (then, mut anchor) =
            self.group_elements(start, "unclosed optional group: add `)?`", false)?;
        let mut else_elements = Vec::new();
        let mut inverted = false;
        if self.tok == Tok::Punct(':') {
            self.bump()?;
            let else_start = self.start;
            self.expect('(', "to start the else group")?;
            let (elements, else_anchor) =
                self.group_elements(else_start, "unclosed else group: add `)`", anchor.is_some())?;
            else_elements = elements;
            if else_anchor.is_some() {
                anchor = else_anchor;
                inverted = true;
            }
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
        Ok(DefElement {
            kind: DefElementKind::Optional(DefOptionalGroup {
                then,
                else_elements,
                anchor,
                inverted,
            }),
            span: self.span(start, end),
        })
    }
}

/// True when the parameter holds a type or an attribute (the prelude's `Type` and `Attribute`
/// kinds, or a dialect type or attribute of the file).
fn is_type_or_attr(m: &Model, p: &DefParameter) -> bool {
    match &p.base {
        ParamBase::TypeDef(_) | ParamBase::AttrDef(_) => true,
        ParamBase::Param(id) => m
            .param_types
            .get(id.index())
            .is_some_and(|t| t.name == "Type" || t.name == "Attribute"),
        _ => false,
    }
}

/// Rule: every parameter that is neither optional nor default-valued (nor `SelfType`) is
/// bound by the format.
fn check_all_bound(
    def: &AttrOrTypeDef,
    bound: &[Option<Span>],
    text: &Code,
    d: &mut Vec<OdsDiagnostic>,
) {
    for (p, b) in def.parameters.iter().zip(bound) {
        if b.is_none() && !p.is_optional() && !p.is_self_type() {
            d.push(OdsDiagnostic::new(
                text.span,
                format!(
                    "the format does not bind parameter `${}`: add `${}` (or `params`), or make the parameter `Optional<..>` or `DefaultValued<..>`",
                    p.name, p.name
                ),
            ));
        }
    }
}

/// Rule: a `struct` with optional parameters is not followed by a `,` literal (the parser
/// could not tell where the struct ends).
fn check_struct_then_comma(def: &AttrOrTypeDef, es: &[DefElement], d: &mut Vec<OdsDiagnostic>) {
    for pair in es.windows(2) {
        let [a, b] = pair else { continue };
        let (DefElementKind::Struct(ps), DefElementKind::Literal(l)) = (&a.kind, &b.kind) else {
            continue;
        };
        let optional = ps
            .iter()
            .any(|i| def.parameters.get(*i).is_some_and(|p| p.is_optional()));
        if l == "," && optional {
            d.push(OdsDiagnostic::new(
                b.span,
                "a `struct` with optional parameters cannot be followed by a `,` literal: the parser could not tell where the struct ends; use another literal",
            ));
        }
    }
}

/// The rules of an optional group.
fn check_optional_group(
    def: &AttrOrTypeDef,
    g: &DefOptionalGroup,
    span: Span,
    d: &mut Vec<OdsDiagnostic>,
) {
    for e in g.then.iter().chain(&g.else_elements) {
        check_group_params_optional(def, e, d);
    }
    let anchor_list = if g.inverted {
        &g.else_elements
    } else {
        &g.then
    };
    if let Some(a) = anchor_list.get(g.anchor) {
        check_group_anchor(a, d);
    }
    check_group_first_element(g, span, d);
}

fn param_name(def: &AttrOrTypeDef, i: usize) -> &str {
    def.parameters.get(i).map(|p| p.name.as_str()).unwrap_or("")
}

fn is_optional_param(def: &AttrOrTypeDef, i: usize) -> bool {
    def.parameters.get(i).is_some_and(|p| p.is_optional())
}

/// Rule: parameters in an optional group (directly, or through `params`, `struct` or
/// `custom`) are optional or default-valued.
fn check_group_params_optional(def: &AttrOrTypeDef, e: &DefElement, d: &mut Vec<OdsDiagnostic>) {
    let (what, params): (&str, Vec<usize>) = match &e.kind {
        DefElementKind::Param { param, .. } => ("", vec![*param]),
        DefElementKind::Params(ps) => ("`params` binds ", ps.clone()),
        DefElementKind::Struct(ps) => ("`struct` binds ", ps.clone()),
        DefElementKind::Custom { args, .. } => (
            "`custom` binds ",
            args.iter()
                .filter_map(|a| match a {
                    DefCustomArg::Param(i) => Some(*i),
                    _ => None,
                })
                .collect(),
        ),
        _ => return,
    };
    if let Some(i) = params.into_iter().find(|i| !is_optional_param(def, *i)) {
        d.push(OdsDiagnostic::new(
            e.span,
            format!(
                "{what}parameter `${}` in an optional group, but it is neither `Optional` nor default-valued: move it out of the group or make it optional",
                param_name(def, i)
            ),
        ));
    }
}

/// Rule: the anchor of an optional group is a parameter, `params`, `struct` or a `custom`
/// directive that binds a parameter.
fn check_group_anchor(a: &DefElement, d: &mut Vec<OdsDiagnostic>) {
    let ok = match &a.kind {
        DefElementKind::Param { .. } | DefElementKind::Params(_) | DefElementKind::Struct(_) => {
            true
        }
        DefElementKind::Custom { args, .. } => {
            args.iter().any(|a| matches!(a, DefCustomArg::Param(_)))
        }
        _ => false,
    };
    if ok {
        return;
    }
    let msg = if matches!(a.kind, DefElementKind::Custom { .. }) {
        "a `custom` directive that binds no parameter cannot be the anchor of an optional group: anchor a parameter instead"
    } else {
        "the anchor of an optional group must be a parameter, `params`, `struct` or `custom<...>(...)`: move the `^`"
    };
    d.push(OdsDiagnostic::new(a.span, msg));
}

/// Rule: the first element of an optional group (spaces aside) is a literal or a parameter,
/// so that the parser can tell whether the group is present.
fn check_group_first_element(g: &DefOptionalGroup, span: Span, d: &mut Vec<OdsDiagnostic>) {
    let first = g.then.iter().find(|e| {
        !matches!(
            e.kind,
            DefElementKind::Space | DefElementKind::Newline | DefElementKind::NoSpace
        )
    });
    let ok = matches!(
        first.map(|e| &e.kind),
        Some(DefElementKind::Literal(_)) | Some(DefElementKind::Param { .. })
    );
    if !ok {
        d.push(OdsDiagnostic::new(
            first.map(|e| e.span).unwrap_or(span),
            "the first element of an optional group must be a literal or a parameter, so the parser can tell whether the group is present",
        ));
    }
}
