//! Predicates to Rust: lowers [`Pred`] trees to boolean expressions and generates one
//! `__ods_constraint_<index>` function per model constraint, plus one
//! `__ods_user_trait_<index>` verifier function per user trait with a `verify` body.
//!
//! Lowering, recursively:
//!
//! | predicate | Rust text |
//! |---|---|
//! | `True` | `true` |
//! | `Leaf(code)` | `(code)`, placeholders substituted |
//! | `And([a, b])` | `(a && b)` (`true` when empty) |
//! | `Or([a, b])` | `(a \|\| b)` (`false` when empty) |
//! | `Not(a)` | `!a` (`a` is always parenthesized or a literal) |
//! | `Concat { prefix, pred, suffix }` | `(prefix pred suffix)` |
//! | `SubstLeaves { pattern, replacement, pred }` | `pred` with `pattern` replaced in every leaf |
//!
//! `SubstLeaves` rewrites leaf texts before the final placeholders are substituted (so a
//! replacement may itself use `$_self` and `$_ctx`); nested rewrites apply innermost first. A
//! leaf that is not a Rust expression after substitution is reported at the leaf's span; leaves
//! inside a `Concat` are only checked as part of the whole expression.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::codegen::code::{parse_block_body, parse_expr, substitute};
use crate::model::{Code, ConstraintKind, Model, OdsDiagnostic, Pred, Span};

/// Nesting limit of predicate trees (deeper trees are reported, not recursed into).
const MAX_DEPTH: usize = 256;

/// Lowers `pred` to the text of a Rust boolean expression, substituting the placeholders in
/// `subst` (names without `$`, e.g. `("_self", "v")`) in every leaf and `Concat` text.
pub fn pred_to_rust(pred: &Pred, subst: &[(&str, &str)]) -> Result<String, OdsDiagnostic> {
    let mut out = String::new();
    lower(
        pred,
        subst,
        &mut Vec::new(),
        false,
        0,
        Span::default(),
        &mut out,
    )?;
    Ok(out)
}

/// [`pred_to_rust`], reporting a tree nested too deeply at `span`.
pub fn pred_to_rust_at(
    pred: &Pred,
    subst: &[(&str, &str)],
    span: Span,
) -> Result<String, OdsDiagnostic> {
    let mut out = String::new();
    lower(pred, subst, &mut Vec::new(), false, 0, span, &mut out)?;
    Ok(out)
}

fn lower(
    pred: &Pred,
    subst: &[(&str, &str)],
    rewrites: &mut Vec<(String, String)>,
    in_concat: bool,
    depth: usize,
    span: Span,
    out: &mut String,
) -> Result<(), OdsDiagnostic> {
    if depth > MAX_DEPTH {
        return Err(OdsDiagnostic::new(
            span,
            format!("predicate nested more than {MAX_DEPTH} levels deep; simplify it"),
        ));
    }
    match pred {
        Pred::True => out.push_str("true"),
        Pred::Leaf(code) => {
            let mut text = code.text.clone();
            for (pattern, replacement) in rewrites.iter().rev() {
                if !pattern.is_empty() {
                    text = text.replace(pattern.as_str(), replacement);
                }
            }
            let text = substitute(&text, subst);
            if !in_concat {
                let check = Code {
                    text: text.clone(),
                    span: code.span,
                };
                parse_expr(&check, &[])?;
            }
            out.push('(');
            out.push_str(&text);
            out.push(')');
        }
        Pred::And(ps) | Pred::Or(ps) => {
            let (op, empty) = match pred {
                Pred::And(_) => (" && ", "true"),
                _ => (" || ", "false"),
            };
            if ps.is_empty() {
                out.push_str(empty);
                return Ok(());
            }
            out.push('(');
            for (i, p) in ps.iter().enumerate() {
                if i > 0 {
                    out.push_str(op);
                }
                lower(p, subst, rewrites, in_concat, depth + 1, span, out)?;
            }
            out.push(')');
        }
        Pred::Not(p) => {
            out.push('!');
            lower(p, subst, rewrites, in_concat, depth + 1, span, out)?;
        }
        Pred::Concat {
            prefix,
            pred: p,
            suffix,
        } => {
            out.push('(');
            out.push_str(&substitute(prefix, subst));
            lower(p, subst, rewrites, true, depth + 1, span, out)?;
            out.push_str(&substitute(suffix, subst));
            out.push(')');
        }
        Pred::SubstLeaves {
            pattern,
            replacement,
            pred: p,
        } => {
            rewrites.push((pattern.clone(), replacement.clone()));
            let r = lower(p, subst, rewrites, in_concat, depth + 1, span, out);
            rewrites.pop();
            r?;
        }
    }
    Ok(())
}

/// Parses lowered predicate text as an expression, reporting errors at `span`.
pub fn pred_tokens(
    pred: &Pred,
    subst: &[(&str, &str)],
    span: Span,
) -> Result<TokenStream, OdsDiagnostic> {
    let text = pred_to_rust_at(pred, subst, span)?;
    let measure = crate::nesting::rust_nesting(&text);
    if measure > crate::nesting::MAX_RUST_NESTING {
        return Err(OdsDiagnostic::new(
            span,
            crate::nesting::too_deep_message("this predicate", measure),
        ));
    }
    parse_expr(&Code { text, span }, &[])
}

/// One `#[doc(hidden)] pub fn __ods_constraint_<index>(ctx: &Context, v: <Type | Attribute |
/// Region | Block>) -> bool` per constraint of the model (`$_self` is `v`, `$_ctx` is `ctx`;
/// property constraints take the stored attribute), then one `__ods_user_trait_<index>(ctx,
/// op) -> Result<(), Diagnostic>` per user trait with a verifier (`$_op` is `op`).
pub fn gen_constraint_fns(model: &Model) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    let mut out = TokenStream::new();
    let mut errors = Vec::new();
    for (i, c) in model.constraints.iter().enumerate() {
        let name = format_ident!("__ods_constraint_{}", i);
        let ty = match c.kind {
            ConstraintKind::Type => quote!(__rt::Type),
            ConstraintKind::Attr | ConstraintKind::Prop => quote!(__rt::Attribute),
            ConstraintKind::Region => quote!(__rt::Region),
            ConstraintKind::Successor => quote!(__rt::Block),
        };
        let doc = format!(" `{}`: {}", c.name, c.summary);
        match pred_tokens(&c.pred, &[("_self", "v"), ("_ctx", "ctx")], c.span) {
            Ok(body) => out.extend(quote! {
                #[doc = #doc]
                #[doc(hidden)]
                #[allow(unused_variables, unused_parens, dead_code, clippy::all)]
                pub fn #name(ctx: &__rt::Context, v: #ty) -> bool {
                    #body
                }
            }),
            Err(e) => errors.push(e),
        }
    }
    for (i, t) in model.user_traits.iter().enumerate() {
        let Some(body) = &t.verify else {
            continue;
        };
        let name = format_ident!("__ods_user_trait_{}", i);
        let doc = format!(" Verifier of trait `{}`.", t.name);
        match parse_block_body(body, &[("_op", "op"), ("_ctx", "ctx")]) {
            Ok(body) => out.extend(quote! {
                #[doc = #doc]
                #[doc(hidden)]
                #[allow(unused_variables, dead_code, clippy::all)]
                pub fn #name(
                    ctx: &__rt::Context,
                    op: __rt::Op,
                ) -> __rt::Result<(), __rt::Diagnostic> {
                    #body
                }
            }),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::FileId;

    fn leaf(t: &str, start: usize) -> Pred {
        Pred::Leaf(Code {
            text: t.into(),
            span: Span::new(FileId(1), start, start + t.len()),
        })
    }

    const S: &[(&str, &str)] = &[("_self", "v"), ("_ctx", "ctx")];

    #[test]
    fn lowers_combinators_with_parentheses() {
        let p = Pred::And(vec![
            leaf("$_ctx.is_float($_self)", 0),
            Pred::Not(Box::new(Pred::Or(vec![leaf("a", 0), leaf("b", 0)]))),
            Pred::True,
        ]);
        assert_eq!(
            pred_to_rust(&p, S).unwrap(),
            "((ctx.is_float(v)) && !((a) || (b)) && true)"
        );
        assert_eq!(pred_to_rust(&Pred::Or(vec![]), S).unwrap(), "false");
        assert_eq!(pred_to_rust(&Pred::And(vec![]), S).unwrap(), "true");
    }

    #[test]
    fn subst_leaves_applies_before_placeholders_innermost_first() {
        let p = Pred::SubstLeaves {
            pattern: "$_self".into(),
            replacement: "elem($_ctx, $_self)".into(),
            pred: Box::new(Pred::SubstLeaves {
                pattern: "X".into(),
                replacement: "$_self".into(),
                pred: Box::new(leaf("is_f32(X)", 0)),
            }),
        };
        assert_eq!(pred_to_rust(&p, S).unwrap(), "(is_f32(elem(ctx, v)))");
    }

    #[test]
    fn concat_wraps_inner_text() {
        let p = Pred::Concat {
            prefix: "f($_self, ".into(),
            pred: Box::new(leaf("1 +", 0)),
            suffix: " 2)".into(),
        };
        assert_eq!(pred_to_rust(&p, S).unwrap(), "(f(v, (1 +) 2))");
    }

    #[test]
    fn bad_leaf_is_reported_at_its_span() {
        let p = Pred::And(vec![leaf("ok()", 0), leaf("1 +", 40)]);
        let e = pred_to_rust(&p, S).unwrap_err();
        assert_eq!(e.span.start, 40);
        assert!(
            e.message
                .starts_with("this code block is not valid Rust (an expression)"),
            "{}",
            e.message
        );
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let mut p = Pred::True;
        for _ in 0..300 {
            p = Pred::Not(Box::new(p));
        }
        let e = pred_to_rust(&p, S).unwrap_err();
        assert_eq!(
            e.message,
            "predicate nested more than 256 levels deep; simplify it"
        );
    }
}
