//! pest grammar driver: `.ods` text to the spanned [`crate::ast`].
//!
//! The grammar is `ods.pest`. Before pest runs, [`check_nesting`] rejects inputs nested deeper
//! than [`MAX_NESTING`] (pest recurses on the call stack). pest's errors are rewritten into
//! lowercase messages that name what was expected in words. `///` doc comments are skipped by
//! the grammar and attached here from the source text.

use crate::ast::*;
use crate::model::{Code, DefKind, FileId, OdsDiagnostic, SourceMap, Span};
use pest::iterators::Pair;
use pest::Parser as _;

mod grammar {
    #![allow(missing_docs)]
    //! The pest-generated parser.
    use pest_derive::Parser;
    /// The `.ods` grammar.
    #[derive(Parser)]
    #[grammar = "ods.pest"]
    pub struct OdsParser;
}
use grammar::{OdsParser, Rule};

/// The deepest nesting of `<`, `(` and `[` accepted.
pub const MAX_NESTING: usize = 256;

/// Parses file `id` of `sources`.
pub fn parse(sources: &SourceMap, id: FileId) -> Result<File, Vec<OdsDiagnostic>> {
    let text = sources.file(id).map(|f| f.text.as_str()).unwrap_or("");
    check_nesting(text, id).map_err(|d| vec![d])?;
    let pairs = match OdsParser::parse(Rule::file, text) {
        Ok(p) => p,
        Err(e) => return Err(vec![convert_error(text, id, &e)]),
    };
    let mut b = Builder {
        text,
        file: id,
        errors: Vec::new(),
    };
    let mut items = Vec::new();
    for file in pairs {
        for p in kids(file) {
            if p.as_rule() != Rule::EOI {
                items.push(b.item(p));
            }
        }
    }
    if b.errors.is_empty() {
        Ok(File { items })
    } else {
        b.errors.sort_by_key(|d| d.span);
        Err(b.errors)
    }
}

/// Rejects nesting of `<`, `(`, `[` deeper than [`MAX_NESTING`] outside strings, code blocks
/// and comments, so that the recursive-descent parser cannot overflow the stack.
pub fn check_nesting(text: &str, file: FileId) -> Result<(), OdsDiagnostic> {
    let b = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < b.len() {
        let rest = &b[i..];
        if rest.starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if rest.starts_with(b"[{") {
            i += 2;
            while i < b.len() && !b[i..].starts_with(b"}]") {
                i += 1;
            }
            i += 2;
            continue;
        }
        if rest.starts_with(b"\"\"\"") {
            i += 3;
            while i < b.len() && !b[i..].starts_with(b"\"\"\"") {
                i += 1;
            }
            i += 3;
            continue;
        }
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'<' | b'(' | b'[' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(OdsDiagnostic::new(
                        Span::new(file, i, i + 1),
                        format!(
                            "nesting is too deep: more than {MAX_NESTING} levels of `<`, `(` or `[`; \
                             simplify the expression"
                        ),
                    ));
                }
            }
            b'>' | b')' | b']' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    Ok(())
}

fn rule_words(r: Rule) -> &'static str {
    match r {
        Rule::ident => "a name",
        Rule::path => "a Rust path",
        Rule::int => "an integer",
        Rule::boolean => "`true` or `false`",
        Rule::string => "a string",
        Rule::tstring => "a `\"\"\"` string",
        Rule::code => "a code block `[{ ... }]`",
        Rule::EOI => "end of file",
        Rule::pred | Rule::p_true | Rule::p_and | Rule::p_or | Rule::p_not => "a predicate",
        Rule::cref => "a constraint name",
        Rule::targ => "a template argument",
        Rule::targs => "`<`, `,` or a closing bracket",
        Rule::params => "template parameters",
        Rule::param_kind | Rule::base_kind | Rule::list_kind => {
            "a parameter kind (`type`, `attr`, `prop`, `int`, `string`, `code` or `list<...>`)"
        }
        Rule::trait_list => "a trait list `[...]`",
        Rule::decl => "a declaration `name: Constraint`",
        Rule::param_decl => "a parameter `name: Kind`",
        Rule::pkind => "a parameter kind",
        Rule::group => "a group `[case, ...]`",
        Rule::default_body => "`default`",
        Rule::pass_anchor => "`on`",
        Rule::option_value => "`=` and a default value",
        Rule::float => "a number",
        _ => "",
    }
}

fn context_words(positives: &[Rule]) -> Option<&'static str> {
    let has = |r: Rule| positives.contains(&r);
    if has(Rule::kw_dialect) || has(Rule::kw_op) || has(Rule::file) || has(Rule::EOI) {
        Some(
            "an item such as `dialect`, `op`, `enum`, `bit_enum`, `type_constraint`, \
             `attr_constraint`, `prop_constraint`, `trait`, `interface`, `extern_interface`, \
             `type_def`, `attr_def`, `param_type`, `type_interface`, `attr_interface`, `pass` or `rust`",
        )
    } else if has(Rule::option_kw) || has(Rule::kw_statistic) {
        Some(
            "a pass field such as `summary`, `description`, `option`, `list_option`, \
             `statistic` or `dependent_dialects`, or `}`",
        )
    } else if has(Rule::kw_parameters) || has(Rule::def_flag) {
        Some(
            "a type or attribute field such as `summary`, `description`, `parameters`, \
             `mutable`, `format`, `builder`, `extra` or a flag like `has_verifier`, or `}`",
        )
    } else if has(Rule::kw_parser) || has(Rule::kw_comparator) {
        Some(
            "a parameter type field such as `summary`, `description`, `rust_type`, `parser`, \
             `printer`, `default` or `comparator`, or `}`",
        )
    } else if has(Rule::kw_arguments) || has(Rule::flag) {
        Some(
            "an op field such as `summary`, `description`, `arguments`, `results`, `regions`, \
             `successors`, `format`, `builder`, `extra` or a flag like `has_verifier`, or `}`",
        )
    } else if has(Rule::kw_rust_name) || has(Rule::kw_discardable) {
        Some(
            "a dialect field such as `summary`, `description`, `rust_name`, \
             `dependent_dialects`, `has_constant_materializer`, `has_inliner_interface`, \
             `use_properties` or \
             `discardable`, or `}`",
        )
    } else if has(Rule::kw_pred) || has(Rule::kw_rust_type) {
        Some(
            "a constraint field such as `summary`, `description`, `pred`, `build`, \
             `rust_type` or `get`, or `}`",
        )
    } else if has(Rule::enum_case) || has(Rule::kw_separator) {
        Some(
            "an enum case `keyword = value` or a field such as `summary`, `separator`, \
             `primary_group`, `attr` or `prop`, or `}`",
        )
    } else if has(Rule::kw_method) || has(Rule::kw_static_method) {
        Some(
            "an interface field such as `summary`, `description`, `method`, `static_method` \
             or `verify`, or `}`",
        )
    } else if has(Rule::kw_verify) && has(Rule::kw_summary) {
        Some("a trait field such as `summary`, `description` or `verify`, or `}`")
    } else {
        None
    }
}

fn join_words(words: &[&str]) -> String {
    match words {
        [] => "something else".to_string(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

fn found_at(text: &str, pos: usize) -> String {
    let rest = text.get(pos..).unwrap_or("");
    let rest = rest.trim_start_matches([' ', '\t']);
    let Some(c) = rest.chars().next() else {
        return "end of file".to_string();
    };
    if c == '\n' || c == '\r' {
        return "end of line".to_string();
    }
    if c.is_ascii_alphanumeric() || c == '_' {
        let w: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        return format!("`{w}`");
    }
    format!("`{c}`")
}

/// The position and message for a string or code block opened at `pos` (after blanks) and
/// never closed.
fn unterminated(text: &str, pos: usize) -> Option<(usize, String)> {
    let blanks = text.get(pos..)?;
    let mut start = pos + blanks.len() - blanks.trim_start_matches([' ', '\t']).len();
    // `"""open` fails as a text string, then parses `""` as an empty string: the error is at
    // the third quote
    if text.get(start..)?.starts_with('"') && text.get(..start).is_some_and(|b| b.ends_with("\"\""))
    {
        start -= 2;
    }
    let rest = text.get(start..)?;
    let msg = if let Some(body) = rest.strip_prefix("\"\"\"") {
        if body.contains("\"\"\"") {
            return None;
        }
        "unterminated `\"\"\"` string: close it with `\"\"\"`"
    } else if let Some(body) = rest.strip_prefix("[{") {
        if body.contains("}]") {
            return None;
        }
        "unterminated code block: close it with `}]`"
    } else {
        let body = rest.strip_prefix('"')?;
        let line = body.split('\n').next().unwrap_or("");
        let mut escaped = false;
        for c in line.chars() {
            match c {
                '"' if !escaped => return None,
                '\\' => escaped = !escaped,
                _ => escaped = false,
            }
        }
        "unterminated string: close it with `\"` on the same line, or use `\"\"\"...\"\"\"` \
         for text spanning lines"
    };
    Some((start, msg.to_string()))
}

fn convert_error(text: &str, file: FileId, e: &pest::error::Error<Rule>) -> OdsDiagnostic {
    use pest::error::{ErrorVariant, InputLocation};
    let pos = match e.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    };
    // At the end of the file, point just after the last token: the line past the end has no
    // text to show.
    let at = match text.get(..pos) {
        Some(before) if text.get(pos..).is_some_and(|r| r.trim().is_empty()) => {
            before.trim_end().len()
        }
        _ => pos,
    };
    if let Some((start, msg)) = unterminated(text, pos) {
        return OdsDiagnostic::new(Span::new(file, start, start), msg);
    }
    let msg = match &e.variant {
        ErrorVariant::ParsingError { positives, .. } => {
            let what = match context_words(positives) {
                Some(w) => w.to_string(),
                None => {
                    let mut words: Vec<&str> = Vec::new();
                    let kw_words: Vec<String> = positives
                        .iter()
                        .filter(|r| is_keyword(**r))
                        .map(|r| format!("`{}`", &format!("{r:?}")[3..]))
                        .collect();
                    for w in &kw_words {
                        if !words.contains(&w.as_str()) {
                            words.push(w);
                        }
                    }
                    for r in positives {
                        let w = rule_words(*r);
                        if !w.is_empty() && !words.contains(&w) {
                            words.push(w);
                        }
                    }
                    join_words(&words)
                }
            };
            format!("expected {what}, found {}", found_at(text, pos))
        }
        ErrorVariant::CustomError { message } => message.to_lowercase(),
    };
    OdsDiagnostic::new(Span::new(file, at, at), msg)
}

/// The `///` lines right before byte `start` (each without `///` and one following space).
pub fn docs_before(text: &str, start: usize) -> String {
    let Some(before) = text.get(..start) else {
        return String::new();
    };
    let line_start = before.rfind('\n').map(|i| i + 1).unwrap_or(0);
    if !before[line_start..].trim().is_empty() {
        return String::new();
    }
    let mut lines = Vec::new();
    let mut rest = &before[..line_start.saturating_sub(1).min(before.len())];
    if line_start == 0 {
        return String::new();
    }
    loop {
        let ls = rest.rfind('\n').map(|i| i + 1).unwrap_or(0);
        let line = rest[ls..].trim();
        match line.strip_prefix("///") {
            Some(d) if !d.starts_with('/') => {
                lines.push(d.strip_prefix(' ').unwrap_or(d).trim_end().to_string())
            }
            _ => break,
        }
        if ls == 0 {
            break;
        }
        rest = &rest[..ls - 1];
    }
    lines.reverse();
    lines.join("\n")
}

/// Removes the common indentation of a `"""` string, a leading newline and trailing blanks.
pub fn dedent(s: &str) -> String {
    let s = s
        .strip_prefix("\r\n")
        .or_else(|| s.strip_prefix('\n'))
        .unwrap_or(s);
    let indent = s
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let lines: Vec<&str> = s
        .lines()
        .map(|l| l.get(indent..).unwrap_or("").trim_end())
        .collect();
    lines.join("\n").trim_end().to_string()
}

fn is_keyword(r: Rule) -> bool {
    format!("{r:?}").starts_with("kw_")
}

/// The children of `p` without keyword tokens.
fn kids(p: Pair<'_, Rule>) -> impl Iterator<Item = Pair<'_, Rule>> {
    p.into_inner().filter(|q| !is_keyword(q.as_rule()))
}

struct Builder<'a> {
    text: &'a str,
    file: FileId,
    errors: Vec<OdsDiagnostic>,
}

impl<'a> Builder<'a> {
    fn span(&self, p: &Pair<'_, Rule>) -> Span {
        let s = p.as_span();
        Span::new(self.file, s.start(), s.end())
    }

    fn doc(&self, p: &Pair<'_, Rule>) -> String {
        docs_before(self.text, p.as_span().start())
    }

    fn ident(&self, p: Pair<'_, Rule>) -> Ident {
        Ident {
            name: p.as_str().to_string(),
            span: self.span(&p),
        }
    }

    fn code(&self, p: Pair<'_, Rule>) -> Code {
        let span = self.span(&p);
        match kids(p).next() {
            Some(inner) => Code {
                text: inner.as_str().to_string(),
                span: self.span(&inner),
            },
            None => Code {
                text: String::new(),
                span,
            },
        }
    }

    fn string(&mut self, p: Pair<'_, Rule>) -> Str {
        let span = self.span(&p);
        let triple = p.as_rule() == Rule::tstring;
        let Some(inner) = kids(p).next() else {
            return Str {
                value: String::new(),
                raw: String::new(),
                span,
                inner_span: span,
            };
        };
        let raw = inner.as_str().to_string();
        let inner_span = self.span(&inner);
        let value = if triple {
            dedent(&raw)
        } else {
            self.unescape(&raw, inner_span)
        };
        Str {
            value,
            raw,
            span,
            inner_span,
        }
    }

    fn unescape(&mut self, raw: &str, span: Span) -> String {
        let mut out = String::new();
        let mut chars = raw.char_indices();
        while let Some((i, c)) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some((_, '"')) => out.push('"'),
                Some((_, '\\')) => out.push('\\'),
                Some((_, 'n')) => out.push('\n'),
                Some((_, 't')) => out.push('\t'),
                Some((_, other)) => {
                    let at = span.start as usize + i;
                    self.errors.push(OdsDiagnostic::new(
                        Span::new(self.file, at, at + 1 + other.len_utf8()),
                        format!(
                            "unknown escape `\\{other}` in a string; use `\\\"`, `\\\\`, `\\n` or `\\t`"
                        ),
                    ));
                }
                None => {}
            }
        }
        out
    }

    fn int(&mut self, p: Pair<'_, Rule>) -> Int {
        let span = self.span(&p);
        let s = p.as_str();
        let (neg, digits) = match s.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, s),
        };
        let parsed = match digits.strip_prefix("0x") {
            Some(h) => i128::from_str_radix(h, 16),
            None => digits.parse::<i128>(),
        };
        let value = match parsed {
            Ok(v) if v <= u64::MAX as i128 => {
                if neg {
                    -v
                } else {
                    v
                }
            }
            _ => {
                self.errors.push(OdsDiagnostic::new(
                    span,
                    "integer literal is too large: it must fit in 64 bits",
                ));
                0
            }
        };
        Int { value, span }
    }

    fn item(&mut self, p: Pair<'a, Rule>) -> Item {
        let span = self.span(&p);
        let doc = self.doc(&p);
        let rule = p.as_rule();
        let mut inner = kids(p).peekable();
        let kw_span = Span::new(self.file, span.start as usize, span.start as usize);
        let mut item = Item {
            kind: ItemKind::Dialect,
            name: None,
            params: Vec::new(),
            fields: Vec::new(),
            doc,
            span,
            keyword_span: kw_span,
        };
        match rule {
            Rule::dialect | Rule::trait_def | Rule::interface_def => {
                item.kind = match rule {
                    Rule::dialect => ItemKind::Dialect,
                    Rule::trait_def => ItemKind::Trait,
                    _ => ItemKind::Interface,
                };
                item.name = inner.next().map(|n| self.ident(n));
            }
            Rule::extern_interface => {
                item.kind = ItemKind::ExternInterface;
                item.name = inner.next().map(|n| self.ident(n));
            }
            Rule::rust_item => {
                let code = inner.next().map(|c| self.code(c)).unwrap_or_default();
                item.kind = ItemKind::Rust(code);
            }
            Rule::constraint_def => {
                let kw = inner.next();
                if let Some(kw) = kw {
                    item.keyword_span = self.span(&kw);
                    item.kind = match kw.as_str() {
                        "type_constraint" => ItemKind::TypeConstraint,
                        "attr_constraint" => ItemKind::AttrConstraint,
                        _ => ItemKind::PropConstraint,
                    };
                }
                item.name = inner.next().map(|n| self.ident(n));
                if inner.peek().map(|p| p.as_rule()) == Some(Rule::params) {
                    if let Some(ps) = inner.next() {
                        item.params = kids(ps).map(|p| self.param(p)).collect();
                    }
                }
            }
            Rule::enum_def => {
                let is_bit = inner
                    .next()
                    .map(|k| k.as_str() == "bit_enum")
                    .unwrap_or(false);
                item.name = inner.next().map(|n| self.ident(n));
                let storage = inner.next().map(|n| self.ident(n)).unwrap_or(Ident {
                    name: String::new(),
                    span,
                });
                item.kind = if is_bit {
                    ItemKind::BitEnum { storage }
                } else {
                    ItemKind::Enum { storage }
                };
            }
            Rule::def_item => {
                let kind = match inner.next() {
                    Some(k) if k.as_str() == "attr_def" => DefKind::Attr,
                    _ => DefKind::Type,
                };
                item.name = inner.next().map(|n| self.ident(n));
                let mnemonic = self.next_string(&mut inner, span);
                let mut traits = Vec::new();
                if inner.peek().map(|p| p.as_rule()) == Some(Rule::trait_list) {
                    if let Some(tl) = inner.next() {
                        traits = kids(tl).map(|c| self.cref(c)).collect();
                    }
                }
                item.kind = ItemKind::Def {
                    kind,
                    mnemonic,
                    traits,
                };
            }
            Rule::param_type_def => {
                item.kind = ItemKind::ParamType;
                item.name = inner.next().map(|n| self.ident(n));
            }
            Rule::def_interface => {
                let kind = match inner.next() {
                    Some(k) if k.as_str() == "attr_interface" => DefKind::Attr,
                    _ => DefKind::Type,
                };
                item.kind = ItemKind::DefInterface(kind);
                item.name = inner.next().map(|n| self.ident(n));
            }
            Rule::pass_def => {
                item.name = inner.next().map(|n| self.ident(n));
                let argument = self.next_string(&mut inner, span);
                let mut anchor = None;
                if inner.peek().map(|p| p.as_rule()) == Some(Rule::pass_anchor) {
                    if let Some(a) = inner.next() {
                        let aspan = self.span(&a);
                        anchor = Some(self.next_string(&mut kids(a), aspan));
                    }
                }
                item.kind = ItemKind::Pass { argument, anchor };
            }
            Rule::op_def => {
                if inner.peek().map(|p| p.as_rule()) == Some(Rule::ident) {
                    item.name = inner.next().map(|n| self.ident(n));
                }
                let mnemonic = match inner.next() {
                    Some(s) => self.string(s),
                    None => Str {
                        value: String::new(),
                        raw: String::new(),
                        span,
                        inner_span: span,
                    },
                };
                let mut traits = Vec::new();
                if inner.peek().map(|p| p.as_rule()) == Some(Rule::trait_list) {
                    if let Some(tl) = inner.next() {
                        traits = kids(tl).map(|c| self.cref(c)).collect();
                    }
                }
                item.kind = ItemKind::Op { mnemonic, traits };
            }
            _ => {}
        }
        for f in inner {
            let field = self.field(f);
            item.fields.push(field);
        }
        item
    }

    fn param(&mut self, p: Pair<'_, Rule>) -> Param {
        let span = self.span(&p);
        let mut it = kids(p);
        let name = it.next().map(|n| self.ident(n)).unwrap_or(Ident {
            name: String::new(),
            span,
        });
        let mut kind = ParamKind::Type;
        let mut is_list = false;
        if let Some(pk) = it.next() {
            if let Some(k) = kids(pk).next() {
                let base = if k.as_rule() == Rule::list_kind {
                    is_list = true;
                    kids(k).next().map(|b| b.as_str().to_string())
                } else {
                    Some(k.as_str().to_string())
                };
                kind = match base.as_deref() {
                    Some("attr") => ParamKind::Attr,
                    Some("prop") => ParamKind::Prop,
                    Some("int") => ParamKind::Int,
                    Some("string") => ParamKind::String,
                    Some("code") => ParamKind::Code,
                    _ => ParamKind::Type,
                };
            }
        }
        Param {
            name,
            kind,
            is_list,
            span,
        }
    }

    fn cref(&mut self, p: Pair<'_, Rule>) -> CRef {
        let span = self.span(&p);
        let mut it = kids(p);
        let name = it.next().map(|n| self.ident(n)).unwrap_or(Ident {
            name: String::new(),
            span,
        });
        let args = it.next().map(|ta| kids(ta).map(|a| self.targ(a)).collect());
        CRef { name, args, span }
    }

    fn targ(&mut self, p: Pair<'_, Rule>) -> TArg {
        let span = self.span(&p);
        let Some(inner) = kids(p).next() else {
            return TArg::List(Vec::new(), span);
        };
        match inner.as_rule() {
            Rule::string => TArg::Str(self.string(inner)),
            Rule::int => TArg::Int(self.int(inner)),
            Rule::list => {
                let s = self.span(&inner);
                TArg::List(kids(inner).map(|a| self.targ(a)).collect(), s)
            }
            _ => TArg::Pred(self.pred(inner)),
        }
    }

    fn pred(&mut self, p: Pair<'_, Rule>) -> PredExpr {
        let span = self.span(&p);
        let p = if p.as_rule() == Rule::pred {
            match kids(p).next() {
                Some(i) => i,
                None => return PredExpr::True(span),
            }
        } else {
            p
        };
        let span = self.span(&p);
        let rule = p.as_rule();
        match rule {
            Rule::code => PredExpr::Code(self.code(p)),
            Rule::p_true => PredExpr::True(span),
            Rule::p_and | Rule::p_or => {
                let items: Vec<PredExpr> = kids(p).map(|q| self.pred(q)).collect();
                if rule == Rule::p_and {
                    PredExpr::And(items, span)
                } else {
                    PredExpr::Or(items, span)
                }
            }
            Rule::p_not => {
                let inner = kids(p)
                    .next()
                    .map(|q| self.pred(q))
                    .unwrap_or(PredExpr::True(span));
                PredExpr::Not(Box::new(inner), span)
            }
            Rule::p_concat | Rule::p_subst => {
                let mut strs = Vec::new();
                let mut inner_pred = PredExpr::True(span);
                for q in kids(p) {
                    if q.as_rule() == Rule::string {
                        strs.push(self.string(q));
                    } else {
                        inner_pred = self.pred(q);
                    }
                }
                let empty = Str {
                    value: String::new(),
                    raw: String::new(),
                    span,
                    inner_span: span,
                };
                let b = strs.pop().unwrap_or_else(|| empty.clone());
                let a = strs.pop().unwrap_or(empty);
                if rule == Rule::p_concat {
                    PredExpr::Concat(a, Box::new(inner_pred), b, span)
                } else {
                    PredExpr::Subst(a, b, Box::new(inner_pred), span)
                }
            }
            Rule::p_any_of | Rule::p_all_of => {
                let id = kids(p).next().map(|n| self.ident(n)).unwrap_or(Ident {
                    name: String::new(),
                    span,
                });
                if rule == Rule::p_any_of {
                    PredExpr::AnyOf(id, span)
                } else {
                    PredExpr::AllOf(id, span)
                }
            }
            _ => PredExpr::Ref(self.cref(p)),
        }
    }

    fn param_decl(&mut self, p: Pair<'_, Rule>) -> ParamDecl {
        let span = self.span(&p);
        let doc = self.doc(&p);
        let mut it = kids(p);
        let name = it.next().map(|n| self.ident(n)).unwrap_or(Ident {
            name: String::new(),
            span,
        });
        let kind = match it.next() {
            Some(k) => self.pkind(k),
            None => PKind {
                name: name.clone(),
                args: Vec::new(),
                span,
            },
        };
        ParamDecl {
            name,
            kind,
            doc,
            span,
        }
    }

    fn pkind(&mut self, p: Pair<'_, Rule>) -> PKind {
        let span = self.span(&p);
        let mut it = kids(p);
        let name = it.next().map(|n| self.ident(n)).unwrap_or(Ident {
            name: String::new(),
            span,
        });
        let args = it
            .map(|a| match a.as_rule() {
                Rule::code => PKindArg::Code(self.code(a)),
                _ => PKindArg::Kind(self.pkind(a)),
            })
            .collect();
        PKind { name, args, span }
    }

    fn decl(&mut self, p: Pair<'_, Rule>) -> Decl {
        let span = self.span(&p);
        let doc = self.doc(&p);
        let mut it = kids(p);
        let name = it.next().map(|n| self.ident(n)).unwrap_or(Ident {
            name: String::new(),
            span,
        });
        let constraint = match it.next() {
            Some(c) => self.cref(c),
            None => CRef {
                name: name.clone(),
                args: None,
                span,
            },
        };
        Decl {
            name,
            constraint,
            doc,
            span,
        }
    }

    fn field(&mut self, p: Pair<'a, Rule>) -> Field {
        let span = self.span(&p);
        let doc = self.doc(&p);
        let rule = p.as_rule();
        let text = p.as_str();
        let keyword: String = text
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        let flag_word = keyword.clone();
        let mut it = kids(p).peekable();
        let kind = match rule {
            Rule::summary => FieldKind::Summary(self.next_string(&mut it, span)),
            Rule::description => FieldKind::Description(self.next_string(&mut it, span)),
            Rule::rust_name => FieldKind::RustName(self.next_ident(&mut it, span)),
            Rule::dependent_dialects => {
                FieldKind::DependentDialects(it.map(|x| self.ident(x)).collect())
            }
            Rule::has_constant_materializer
            | Rule::has_inliner_interface
            | Rule::primary_group
            | Rule::keyword_errors
            | Rule::flag
            | Rule::def_flag
            | Rule::presence => FieldKind::Flag,
            Rule::def_parameters | Rule::mutable_params => {
                FieldKind::Parameters(it.map(|d| self.param_decl(d)).collect())
            }
            Rule::ptype_parser
            | Rule::ptype_printer
            | Rule::ptype_default
            | Rule::ptype_comparator => FieldKind::ParamTypeCode(self.next_code(&mut it, span)),
            Rule::use_properties => {
                FieldKind::UseProperties(it.next().map(|b| b.as_str() == "true").unwrap_or(true))
            }
            Rule::discardable => {
                let name = self.next_ident(&mut it, span);
                let c = match it.next() {
                    Some(c) => self.cref(c),
                    None => CRef {
                        name: name.clone(),
                        args: None,
                        span,
                    },
                };
                FieldKind::Discardable(name, c)
            }
            Rule::pred_field => FieldKind::Pred(match it.next() {
                Some(q) => self.pred(q),
                None => PredExpr::True(span),
            }),
            Rule::build => FieldKind::Build(self.next_code(&mut it, span)),
            Rule::get => FieldKind::Get(self.next_code(&mut it, span)),
            Rule::value_type => FieldKind::ValueType(self.next_code(&mut it, span)),
            Rule::storage => FieldKind::Storage(self.next_code(&mut it, span)),
            Rule::dense_array => FieldKind::DenseArray(self.next_code(&mut it, span)),
            Rule::optional_start => FieldKind::OptionalStart(self.next_string(&mut it, span)),
            Rule::type_class => {
                let name = self.next_string(&mut it, span);
                FieldKind::TypeClass(name, self.next_code(&mut it, span))
            }
            Rule::verify => FieldKind::Verify(self.next_code(&mut it, span)),
            Rule::extra => FieldKind::Extra(self.next_code(&mut it, span)),
            Rule::rust_type => FieldKind::RustType(self.next_string(&mut it, span)),
            Rule::separator => FieldKind::Separator(self.next_string(&mut it, span)),
            Rule::cpp_namespace => FieldKind::CppNamespace(self.next_string(&mut it, span)),
            Rule::alias_hook => FieldKind::DependentDialects(it.map(|x| self.ident(x)).collect()),
            Rule::cpp_name | Rule::message_type => {
                FieldKind::MessageName(self.next_string(&mut it, span))
            }
            Rule::format => FieldKind::Format(match it.next() {
                // a `[{ }]` block: its text is the format, like a string's raw text
                Some(c) if c.as_rule() == Rule::code => {
                    let c = self.code(c);
                    Str {
                        value: c.text.clone(),
                        raw: c.text,
                        span,
                        inner_span: c.span,
                    }
                }
                Some(s) => self.string(s),
                None => self.next_string(&mut it, span),
            }),
            Rule::method | Rule::static_method => {
                let sig = self.next_code(&mut it, span);
                let default = it.next().and_then(|d| kids(d).next()).map(|c| self.code(c));
                FieldKind::Method {
                    sig,
                    default,
                    is_static: rule == Rule::static_method,
                }
            }
            Rule::enum_attr => {
                let name = self.next_ident(&mut it, span);
                let d = it.next().map(|s| self.string(s));
                let bare = it.next().is_some();
                FieldKind::EnumAttr(name, d, bare)
            }
            Rule::enum_prop => FieldKind::EnumProp(self.next_ident(&mut it, span)),
            Rule::enum_case => {
                let kw = self.next_ident(&mut it, span);
                let value = match it.next() {
                    Some(v) if v.as_rule() == Rule::group => {
                        let s = self.span(&v);
                        CaseValue::Group(kids(v).map(|x| self.ident(x)).collect(), s)
                    }
                    Some(v) => CaseValue::Int(self.int(v)),
                    None => CaseValue::Int(Int { value: 0, span }),
                };
                let rn = it.next().map(|x| self.ident(x));
                return Field {
                    keyword: "case".into(),
                    kind: FieldKind::Case(kw, value, rn),
                    doc,
                    span,
                };
            }
            Rule::pass_option | Rule::pass_statistic => self.pass_field(rule, &mut it, span),
            Rule::arguments | Rule::results | Rule::regions | Rule::successors => {
                FieldKind::Decls(it.map(|d| self.decl(d)).collect())
            }
            Rule::builder => {
                let name = self.next_ident(&mut it, span);
                let params = self.next_code(&mut it, span);
                let body = self.next_code(&mut it, span);
                FieldKind::Builder(name, params, body)
            }
            _ => FieldKind::Flag,
        };
        Field {
            keyword: flag_word,
            kind,
            doc,
            span,
        }
    }

    /// The kind of a pass's `option`/`list_option` or `statistic` field, from its children.
    fn pass_field(
        &mut self,
        rule: Rule,
        it: &mut std::iter::Peekable<impl Iterator<Item = Pair<'a, Rule>>>,
        span: Span,
    ) -> FieldKind {
        if rule == Rule::pass_statistic {
            let field = self.next_ident(it, span);
            let name = self.next_string(it, span);
            let description = self.next_string(it, span);
            return FieldKind::Statistic {
                field,
                name,
                description,
            };
        }
        let list = it.next().is_some_and(|k| k.as_str() == "list_option");
        let field = self.next_ident(it, span);
        let ty = self.next_ident(it, span);
        let default = if it.peek().map(|p| p.as_rule()) == Some(Rule::option_value) {
            it.next()
                .and_then(|v| kids(v).next())
                .map(|v| self.literal(v))
        } else {
            None
        };
        let name = self.next_string(it, span);
        let description = self.next_string(it, span);
        FieldKind::PassOption(PassOptionDecl {
            field,
            ty,
            default,
            name,
            description,
            list,
        })
    }

    /// A pass option's default value.
    fn literal(&mut self, p: Pair<'_, Rule>) -> Literal {
        let span = self.span(&p);
        match p.as_rule() {
            Rule::int => Literal::Int(self.int(p)),
            Rule::float => Literal::Float(p.as_str().to_string(), span),
            Rule::boolean => Literal::Bool(p.as_str() == "true", span),
            Rule::string => Literal::Str(self.string(p)),
            _ => Literal::Ident(self.ident(p)),
        }
    }

    fn next_string(&mut self, it: &mut impl Iterator<Item = Pair<'a, Rule>>, span: Span) -> Str {
        match it.next() {
            Some(s) => self.string(s),
            None => Str {
                value: String::new(),
                raw: String::new(),
                span,
                inner_span: span,
            },
        }
    }

    fn next_ident(&mut self, it: &mut impl Iterator<Item = Pair<'a, Rule>>, span: Span) -> Ident {
        match it.next() {
            Some(s) => self.ident(s),
            None => Ident {
                name: String::new(),
                span,
            },
        }
    }

    fn next_code(&mut self, it: &mut impl Iterator<Item = Pair<'a, Rule>>, span: Span) -> Code {
        match it.next() {
            Some(s) => self.code(s),
            None => Code {
                text: String::new(),
                span,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_str(text: &str) -> Result<File, String> {
        let mut sm = SourceMap::default();
        let id = sm.add("t.ods", text);
        parse(&sm, id).map_err(|d| crate::render_diagnostics(&sm, &d))
    }

    #[test]
    fn parses_op_with_docs() {
        let f = parse_str(
            "/// The op.\n/// Second line.\nop \"x\" [Pure] {\n  arguments (\n    /// lhs doc\n    lhs: I32,\n  )\n}\n",
        )
        .unwrap();
        assert_eq!(f.items.len(), 1);
        assert_eq!(f.items[0].doc, "The op.\nSecond line.");
        match &f.items[0].fields[0].kind {
            FieldKind::Decls(d) => assert_eq!(d[0].doc, "lhs doc"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn unterminated_string_message() {
        let e = parse_str("dialect d {\n  summary \"open\n}\n").unwrap_err();
        assert_eq!(
            e,
            "t.ods:2:11: error: unterminated string: close it with `\"` on the same line, or use \
             `\"\"\"...\"\"\"` for text spanning lines\n  summary \"open\n          ^\n"
        );
        let e = parse_str("dialect d { summary \"a\\\"\n}").unwrap_err();
        assert!(e.contains("unterminated string"), "{e}");
    }

    #[test]
    fn unterminated_code_block_and_text_messages() {
        let e = parse_str("op \"x\" {\n  extra [{ fn f() {}\n}\n").unwrap_err();
        assert_eq!(
            e,
            "t.ods:2:9: error: unterminated code block: close it with `}]`\n  extra [{ fn f() {}\n        ^\n"
        );
        let e = parse_str("dialect d { description \"\"\"open\n}").unwrap_err();
        assert!(
            e.starts_with("t.ods:1:25: error: unterminated `\"\"\"` string"),
            "{e}"
        );
    }

    #[test]
    fn end_of_file_points_after_last_token() {
        let e = parse_str("op \"x\" {\n  summary \"a\"\n\n").unwrap_err();
        assert!(
            e.starts_with("t.ods:2:14: error: expected an op field"),
            "{e}"
        );
        assert!(
            e.ends_with(", found end of file\n  summary \"a\"\n             ^\n"),
            "{e}"
        );
    }

    #[test]
    fn op_field_error_message() {
        let e = parse_str("op \"x\" {\n  sumary \"a\"\n}\n").unwrap_err();
        assert_eq!(
            e,
            "t.ods:2:3: error: expected an op field such as `summary`, `description`, `arguments`, \
             `results`, `regions`, `successors`, `format`, `builder`, `extra` or a flag like \
             `has_verifier`, or `}`, found `sumary`\n  sumary \"a\"\n  ^\n"
        );
    }

    #[test]
    fn item_error_message() {
        let e = parse_str("opp \"x\" {}\n").unwrap_err();
        assert!(
            e.starts_with("t.ods:1:1: error: expected an item such as `dialect`, `op`"),
            "{e}"
        );
        assert!(e.contains("found `opp`"), "{e}");
    }

    #[test]
    fn string_expected() {
        let e = parse_str("dialect d { summary 3 }").unwrap_err();
        assert_eq!(
            e,
            "t.ods:1:21: error: expected a string, found `3`\ndialect d { summary 3 }\n                    ^\n"
        );
    }

    #[test]
    fn not_pred_skips_keyword() {
        let f = parse_str("type_constraint N<T: type> {\n  pred not(T)\n}\n").unwrap();
        match &f.items[0].fields[0].kind {
            FieldKind::Pred(PredExpr::Not(inner, _)) => match &**inner {
                PredExpr::Ref(r) => assert_eq!(r.name.name, "T"),
                other => panic!("{other:?}"),
            },
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn deep_nesting_is_rejected() {
        let mut s = String::from("op \"x\" { arguments (a: ");
        for _ in 0..100_000 {
            s.push_str("A<");
        }
        let e = parse_str(&s).unwrap_err();
        assert!(e.contains("error: nesting is too deep: more than 256 levels of `<`, `(` or `[`; simplify the expression"), "{e}");
        let deep_parens = "(".repeat(100_000);
        assert!(parse_str(&deep_parens)
            .unwrap_err()
            .contains("nesting is too deep"));
    }

    #[test]
    fn dedent_and_escapes() {
        assert_eq!(dedent("\n    a\n      b\n  "), "a\n  b");
        let f = parse_str("dialect d { summary \"a\\\"b\\n\" }").unwrap();
        match &f.items[0].fields[0].kind {
            FieldKind::Summary(s) => assert_eq!(s.value, "a\"b\n"),
            other => panic!("{other:?}"),
        }
        let e = parse_str("dialect d { summary \"a\\qb\" }").unwrap_err();
        assert!(
            e.contains(
                "error: unknown escape `\\q` in a string; use `\\\"`, `\\\\`, `\\n` or `\\t`"
            ),
            "{e}"
        );
    }
}
