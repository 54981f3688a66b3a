//! User-written Rust code ([`Code`]): placeholder substitution and parsing into tokens.
//!
//! Placeholders are `$_self`, `$_ctx`, `$_op`, `$_value`, `$_state` and `$name` (a template
//! parameter, or an operand/result/attribute of the op in multi-entity predicates). Substitution
//! is textual, longest name first, then the text is parsed with `syn`; a parse error becomes a
//! diagnostic at the code's span, so a typo in a predicate is reported in the `.ods` file.
//!
//! A constraint's snippet is spliced into every getter, setter and verifier that uses it, the
//! same text hundreds of times in a large dialect: each thread remembers which substituted
//! texts already parsed as what (only the text, never tokens, so nothing outlives a proc macro
//! call), and re-lexes them without parsing them again.

use std::cell::RefCell;
use std::collections::HashSet;
use std::str::FromStr;

use proc_macro2::TokenStream;

use crate::model::{Code, OdsDiagnostic};
use crate::nesting;

/// Replaces each `$name` in `text` by its replacement (`subst` pairs are names without `$`).
/// A `$` followed by a name that is not in `subst` is left as is.
pub fn substitute(text: &str, subst: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(pos) = rest.find('$') {
        out.push_str(&rest[..pos]);
        let after = &rest[pos + 1..];
        let len = after
            .char_indices()
            .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '_'))
            .map(|(i, _)| i)
            .unwrap_or(after.len());
        let name = &after[..len];
        match subst.iter().find(|(n, _)| *n == name) {
            Some((_, r)) => out.push_str(r),
            None => {
                out.push('$');
                out.push_str(name);
            }
        }
        rest = &after[len..];
    }
    out.push_str(rest);
    out
}

/// The span of `code` without its leading whitespace, where errors about it point.
pub(crate) fn start_of(code: &Code) -> crate::model::Span {
    let skip = code.text.len() - code.text.trim_start().len();
    let mut span = code.span;
    span.start = span
        .start
        .saturating_add(skip as u32)
        .min(span.end.max(span.start));
    span
}

/// The error for a code block that does not parse as `what`.
fn not_valid(code: &Code, what: &str, e: impl std::fmt::Display) -> OdsDiagnostic {
    OdsDiagnostic::new(
        start_of(code),
        format!("this code block is not valid Rust {what}: {e}; fix the Rust code between `[{{` and `}}]`"),
    )
}

/// The tokens of `text` (`code` after substitution), with the nesting measure that bounds its
/// syntax tree: a text nesting deeper than rustc compiles is an error at the code's start.
fn to_tokens(text: &str, code: &Code, what: &str) -> Result<(TokenStream, usize), OdsDiagnostic> {
    let measure = nesting::rust_nesting(text);
    if measure > nesting::MAX_RUST_NESTING {
        return Err(OdsDiagnostic::new(
            start_of(code),
            nesting::too_deep_message("this code block", measure),
        ));
    }
    let tokens = TokenStream::from_str(text)
        .map_err(|_| not_valid(code, what, "unbalanced brackets or an invalid token"))?;
    Ok((tokens, measure))
}

/// What a text was parsed as, in the cache of texts known to parse.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Kind {
    Expr,
    Type,
}

/// Entries of [`PARSED`] beyond which it is emptied (a bound on memory, not on correctness).
const PARSED_LIMIT: usize = 1 << 16;

thread_local! {
    /// The substituted texts of this thread that parsed, with what they parsed as.
    static PARSED: RefCell<HashSet<(Kind, String)>> = RefCell::new(HashSet::new());
}

/// Whether `text` is known to parse as `kind`.
fn known(kind: Kind, text: &str) -> bool {
    PARSED.with(|p| p.borrow().contains(&(kind, text.to_owned())))
}

/// Remembers that `text` parses as `kind`.
fn remember(kind: Kind, text: String) {
    PARSED.with(|p| {
        let mut p = p.borrow_mut();
        if p.len() >= PARSED_LIMIT {
            p.clear();
        }
        p.insert((kind, text));
    });
}

/// Substitutes and parses `code` as a Rust expression.
pub fn parse_expr(code: &Code, subst: &[(&str, &str)]) -> Result<TokenStream, OdsDiagnostic> {
    let text = substitute(&code.text, subst);
    let (tokens, measure) = to_tokens(&text, code, "(an expression)")?;
    if known(Kind::Expr, &text) {
        return Ok(tokens);
    }
    nesting::with_rust_stack(measure, || {
        syn::parse2::<syn::Expr>(tokens.clone()).map(drop)
    })
    .map_err(|e| not_valid(code, "(an expression)", e))?;
    remember(Kind::Expr, text);
    Ok(tokens)
}

/// Substitutes and parses `code` as the statements of a block body.
pub fn parse_block_body(code: &Code, subst: &[(&str, &str)]) -> Result<TokenStream, OdsDiagnostic> {
    let text = substitute(&code.text, subst);
    let (tokens, measure) = to_tokens(&text, code, "(statements)")?;
    nesting::with_rust_stack(measure + 1, || {
        syn::parse2::<syn::Block>(quote::quote!({ #tokens })).map(drop)
    })
    .map_err(|e| not_valid(code, "(statements)", e))?;
    Ok(tokens)
}

/// Substitutes and parses `code` as Rust items.
pub fn parse_items(code: &Code, subst: &[(&str, &str)]) -> Result<TokenStream, OdsDiagnostic> {
    let text = substitute(&code.text, subst);
    let (tokens, measure) = to_tokens(&text, code, "(items)")?;
    nesting::with_rust_stack(measure, || {
        syn::parse2::<syn::File>(tokens.clone()).map(drop)
    })
    .map_err(|e| not_valid(code, "(items)", e))?;
    Ok(tokens)
}

/// Parses a Rust type written as a string (an `AttrStorage::rust_type`, a parameter type).
pub fn parse_type(text: &str, code_span: crate::model::Span) -> Result<TokenStream, OdsDiagnostic> {
    let measure = nesting::rust_nesting(text);
    if measure > nesting::MAX_RUST_NESTING {
        return Err(OdsDiagnostic::new(
            code_span,
            nesting::too_deep_message("this Rust type", measure),
        ));
    }
    let tokens = TokenStream::from_str(text)
        .map_err(|e| OdsDiagnostic::new(code_span, format!("this Rust type does not lex: {e}")))?;
    if known(Kind::Type, text) {
        return Ok(tokens);
    }
    nesting::with_rust_stack(measure, || {
        syn::parse2::<syn::Type>(tokens.clone()).map(drop)
    })
    .map_err(|e| OdsDiagnostic::new(code_span, format!("expected a Rust type here: {e}")))?;
    remember(Kind::Type, text.to_owned());
    Ok(tokens)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn substitutes_longest_names_and_keeps_unknown_ones() {
        let s = substitute(
            "f($_self, $_selfish, $n) + $unknown",
            &[("_self", "x"), ("n", "3")],
        );
        assert_eq!(s, "f(x, $_selfish, 3) + $unknown");
    }

    #[test]
    fn bad_expression_is_located() {
        let code = Code {
            text: "1 +".into(),
            span: crate::model::Span::new(crate::model::FileId(1), 5, 8),
        };
        let e = parse_expr(&code, &[]).unwrap_err();
        assert_eq!(e.span.start, 5);
        assert_eq!(
            e.message,
            "this code block is not valid Rust (an expression): unexpected end of input, \
             expected an expression; fix the Rust code between `[{` and `}]`"
        );
    }
}
