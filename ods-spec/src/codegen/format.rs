//! The declarative assembly format of an op -> the static tables the runtime's shared format
//! parser and printer follow (`ods_runtime::ods::asm::Format`), the `__ods_parse` /
//! `__ods_print` functions registered for the op, and adapters around the author's functions
//! for `custom<Name>(...)` directives.
//!
//! What MLIR's generator decides at generation time is decided here too: the printer's spaces
//! (MLIR's `shouldEmitSpace` / `lastWasPunctuation` walk over the elements, in the same order)
//! and where each type comes from ([`crate::format::TypeSource`]).
//!
//! Custom directives call the author's free functions `parse_<name>` and `print_<name>`
//! (`<name>` is the snake case of `Name`), which must be in scope where the generated code is
//! included. Their parameters after the parser (`&mut OpAsmParser`) or the printer and the op
//! (`&mut OpAsmPrinter, Op`) follow the directive's arguments:
//!
//! | argument | parse | print |
//! |---|---|---|
//! | single operand | `&mut Option<UnresolvedOperand>` | `Value` |
//! | optional operand | `&mut Option<UnresolvedOperand>` | `Option<Value>` |
//! | variadic operand | `&mut Vec<UnresolvedOperand>` | `&[Value]` |
//! | `VariadicOfVariadic` operand (its groups; their sizes fill the segment attribute) | `&mut Vec<Vec<UnresolvedOperand>>` | `&[Vec<Value>]` |
//! | `type(...)` of a single / optional / variadic group | `&mut Option<Type>` / `&mut Option<Type>` / `&mut Vec<Type>` | `Type` / `Option<Type>` / `&[Type]` |
//! | `type(...)` of a `VariadicOfVariadic` group | `&mut Vec<Vec<Type>>` | `&[Vec<Type>]` |
//! | attribute | `&mut Option<Attribute>` | `Option<Attribute>` |
//! | region (variadic) | `&mut Option<Region>` (`&mut Vec<Region>`) | `Region` (`&[Region]`) |
//! | successor (variadic) | `&mut Option<Block>` (`&mut Vec<Block>`) | `Block` (`&[Block]`) |
//! | `attr-dict` | `&mut OperationState` | `Attribute` (the discardable dictionary) |
//! | `ref(x)` | the parsed value(s) by shared reference: `&[UnresolvedOperand]`, `&[Type]`, `Option<Attribute>`, `&[Region]`, `&[Block]` | as without `ref` |
//! | `"expr"` | the Rust expression, verbatim | the same |
//!
//! A single entity left `None` by the parse function is an error at the directive.

use heck::ToSnakeCase;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::code;
use super::op::{layout, lit, Layout};
use crate::format::{
    AsmFormat, CustomArg, Element, ElementKind, OIClause, OptionalGroup, TypeArg, TypeRef,
    TypeSource,
};
use crate::model::{
    Arity, AttrKindDef, KnownInterface, Model, NativeTrait, OdsDiagnostic, OpDef, Pred,
    SegmentMode, TraitUse,
};

/// MLIR's printer state between elements.
#[derive(Clone, Copy)]
struct Spacer {
    /// a space is due before the next element
    should_emit_space: bool,
    /// the last thing printed was punctuation
    last_was_punctuation: bool,
}

impl Spacer {
    /// Space before a literal, and the state after it.
    fn literal(&mut self, v: &str) -> bool {
        let first = v.chars().next().unwrap_or(' ');
        let space = self.should_emit_space && space_before_literal(v, self.last_was_punctuation);
        self.should_emit_space = v.len() != 1 || !"<({[".contains(first);
        self.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
        space
    }
    /// Space before a variable or directive, and the state after it.
    fn value(&mut self) -> bool {
        let space = self.should_emit_space || !self.last_was_punctuation;
        self.last_was_punctuation = false;
        self.should_emit_space = true;
        space
    }
}

/// MLIR's rule for a space before a literal: always before keywords and multi-character
/// punctuation other than `->`; never before closing punctuation (and, after a non-punctuation
/// element, never before any bracket or a comma).
fn space_before_literal(v: &str, last_was_punctuation: bool) -> bool {
    if v.len() != 1 && v != "->" {
        return true;
    }
    let first = v.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        !">)}],".contains(first)
    } else {
        !"<>(){}[],".contains(first)
    }
}

struct Gen<'m> {
    m: &'m Model,
    op: &'m OpDef,
    layout: Layout,
    /// adapter functions of custom directives
    adapters: TokenStream,
    customs: usize,
}

const ASM: &str = "__rt::asm";

fn asm() -> TokenStream {
    ASM.parse().unwrap_or_default()
}

/// The items of an op's declarative format, to be placed in the op's inherent `impl`, or
/// nothing when the op has no format.
pub fn gen_format(m: &Model, op: &OpDef) -> Result<TokenStream, OdsDiagnostic> {
    let Some(f) = &op.asm_format else {
        return Ok(TokenStream::new());
    };
    let mut g = Gen {
        m,
        op,
        layout: layout(m, op),
        adapters: TokenStream::new(),
        customs: 0,
    };
    let mut sp = Spacer {
        should_emit_space: true,
        last_was_punctuation: false,
    };
    let elements = g.elements(&f.elements, &mut sp)?;
    let desc = g.format_desc(f, elements)?;
    let a = asm();
    let adapters = g.adapters;
    Ok(quote! {
        #[doc(hidden)]
        pub const __ODS_FORMAT: #a::Format = #desc;
        #[doc(hidden)]
        pub fn __ods_parse(
            parser: &mut __rt::OpAsmParser<'_, '_>,
            state: &mut __rt::OperationState,
        ) -> __rt::Result<(), __rt::Diagnostic> {
            #a::parse(&Self::__ODS_FORMAT, parser, state)
        }
        #[doc(hidden)]
        pub fn __ods_print(printer: &mut __rt::OpAsmPrinter<'_, '_>, op: __rt::Op) {
            #a::print(&Self::__ODS_FORMAT, printer, op)
        }
        #adapters
    })
}

impl Gen<'_> {
    fn elements(
        &mut self,
        es: &[Element],
        sp: &mut Spacer,
    ) -> Result<Vec<TokenStream>, OdsDiagnostic> {
        let mut out = Vec::with_capacity(es.len());
        for e in es {
            out.push(self.element(e, sp)?);
        }
        Ok(out)
    }

    fn elem(kind: TokenStream, space: bool) -> TokenStream {
        let a = asm();
        let _ = a;
        if space {
            quote!(#kind.spaced())
        } else {
            quote!(#kind.unspaced())
        }
    }

    /// The runtime index of attribute argument `a` (its entry in the storage layout).
    fn attr_index(&self, a: usize, span: crate::model::Span) -> Result<u16, OdsDiagnostic> {
        self.layout
            .attr_index
            .get(a)
            .copied()
            .flatten()
            .map(|i| i as u16)
            .ok_or_else(|| {
                OdsDiagnostic::new(
                    span,
                    "this attribute has no storage and cannot be in a format",
                )
            })
    }

    fn type_arg(t: TypeArg) -> TokenStream {
        let a = asm();
        match t {
            TypeArg::Operand(i) => {
                let i = i as u16;
                quote!(#a::TypeArg::Operand(#i))
            }
            TypeArg::Result(i) => {
                let i = i as u16;
                quote!(#a::TypeArg::Result(#i))
            }
            TypeArg::Operands => quote!(#a::TypeArg::Operands),
            TypeArg::Results => quote!(#a::TypeArg::Results),
        }
    }

    fn element(&mut self, e: &Element, sp: &mut Spacer) -> Result<TokenStream, OdsDiagnostic> {
        let a = asm();
        Ok(match &e.kind {
            ElementKind::Literal(v) => {
                let space = sp.literal(v);
                Self::elem(quote!(#a::ElemKind::Literal(#v)), space)
            }
            ElementKind::Space => {
                sp.should_emit_space = false;
                sp.last_was_punctuation = false;
                Self::elem(quote!(#a::ElemKind::Space), false)
            }
            ElementKind::NoSpace => {
                sp.should_emit_space = false;
                sp.last_was_punctuation = true;
                Self::elem(quote!(#a::ElemKind::NoSpace), false)
            }
            ElementKind::Newline => Self::elem(quote!(#a::ElemKind::Newline), false),
            ElementKind::AttrDict { with_keyword } => {
                sp.last_was_punctuation = false;
                Self::elem(
                    quote!(#a::ElemKind::AttrDict { with_keyword: #with_keyword }),
                    false,
                )
            }
            ElementKind::PropDict => {
                sp.last_was_punctuation = false;
                Self::elem(quote!(#a::ElemKind::PropDict), false)
            }
            ElementKind::Optional(g) => self.optional(g, sp)?,
            ElementKind::OIList(clauses) => self.oilist(clauses, sp)?,
            _ => {
                let kind = self.value_kind(e, false)?;
                let space = sp.value();
                Self::elem(kind, space)
            }
        })
    }

    /// The `ElemKind` of a variable or directive (not literals, groups, dictionaries).
    fn value_kind(&mut self, e: &Element, qualified: bool) -> Result<TokenStream, OdsDiagnostic> {
        let a = asm();
        Ok(match &e.kind {
            ElementKind::Operand(i) => {
                let i = *i as u16;
                quote!(#a::ElemKind::Operand(#i))
            }
            ElementKind::Attr(i) => {
                let index = self.attr_index(*i, e.span)?;
                quote!(#a::ElemKind::Attr { index: #index, qualified: #qualified })
            }
            ElementKind::Region(i) => {
                let i = *i as u16;
                quote!(#a::ElemKind::Region(#i))
            }
            ElementKind::Successor(i) => {
                let i = *i as u16;
                quote!(#a::ElemKind::Successor(#i))
            }
            ElementKind::Operands => quote!(#a::ElemKind::Operands),
            ElementKind::Regions => quote!(#a::ElemKind::Regions),
            ElementKind::Successors => quote!(#a::ElemKind::Successors),
            ElementKind::Type(t) => {
                let t = Self::type_arg(*t);
                quote!(#a::ElemKind::Type { arg: #t, qualified: #qualified })
            }
            ElementKind::Qualified(inner) => return self.value_kind(inner, true),
            ElementKind::FunctionalType { inputs, results } => {
                let i = Self::type_arg(*inputs);
                let r = Self::type_arg(*results);
                quote!(#a::ElemKind::FunctionalType(#i, #r))
            }
            ElementKind::Custom { name, args } => {
                let c = self.custom(name, args)?;
                quote!(#a::ElemKind::Custom(&#c))
            }
            ElementKind::AttrDict { with_keyword } => {
                quote!(#a::ElemKind::AttrDict { with_keyword: #with_keyword })
            }
            ElementKind::PropDict => quote!(#a::ElemKind::PropDict),
            ElementKind::Literal(v) => quote!(#a::ElemKind::Literal(#v)),
            ElementKind::Space => quote!(#a::ElemKind::Space),
            ElementKind::NoSpace => quote!(#a::ElemKind::NoSpace),
            ElementKind::Newline => quote!(#a::ElemKind::Newline),
            ElementKind::Optional(_) | ElementKind::OIList(_) => {
                return Err(OdsDiagnostic::new(
                    e.span,
                    "an optional group or oilist cannot be used here",
                ))
            }
        })
    }

    fn is_unit_attr(&self, e: &Element) -> bool {
        match &e.kind {
            ElementKind::Attr(i) => self
                .op
                .attributes
                .get(*i)
                .and_then(|a| self.m.constraints.get(a.constraint.index()))
                .and_then(|c| c.attr.as_ref())
                .is_some_and(|s| s.presence),
            _ => false,
        }
    }

    fn optional(
        &mut self,
        g: &OptionalGroup,
        sp: &mut Spacer,
    ) -> Result<TokenStream, OdsDiagnostic> {
        let a = asm();
        let anchor = if g.inverted {
            &g.else_elements[g.anchor]
        } else {
            &g.then[g.anchor]
        };
        // a unit-attribute anchor that is not the first element prints nothing: MLIR elides it
        let elided = !g.inverted && g.anchor != 0 && self.is_unit_attr(anchor);
        let mut then = Vec::with_capacity(g.then.len());
        for (i, e) in g.then.iter().enumerate() {
            if elided && i == g.anchor {
                let kind = self.value_kind(e, false)?;
                then.push(Self::elem(kind, false));
            } else {
                then.push(self.element(e, sp)?);
            }
        }
        let els = self.elements(&g.else_elements, sp)?;
        let anchor = lit(g.anchor);
        let inverted = g.inverted;
        Ok(Self::elem(
            quote!(#a::ElemKind::Optional(&#a::OptionalFmt {
                then: &[#(#then),*],
                else_elements: &[#(#els),*],
                anchor: #anchor,
                inverted: #inverted,
            })),
            false,
        ))
    }

    fn oilist(
        &mut self,
        clauses: &[OIClause],
        sp: &mut Spacer,
    ) -> Result<TokenStream, OdsDiagnostic> {
        let a = asm();
        let mut out = Vec::with_capacity(clauses.len());
        for c in clauses {
            let mut es = Vec::with_capacity(c.elements.len() + 1);
            let kw = &c.keyword;
            let space = sp.literal(kw);
            es.push(Self::elem(quote!(#a::ElemKind::Literal(#kw)), space));
            for e in &c.elements {
                if self.is_unit_attr(e) {
                    let kind = self.value_kind(e, false)?;
                    es.push(Self::elem(kind, false));
                } else {
                    es.push(self.element(e, sp)?);
                }
            }
            out.push(quote!(#a::OIClauseFmt { keyword: #kw, elements: &[#(#es),*] }));
        }
        Ok(Self::elem(
            quote!(#a::ElemKind::OIList(&[#(#out),*])),
            false,
        ))
    }

    /// A `custom<Name>(...)` directive: its adapter functions and table entry. Each argument
    /// adds to the parse adapter (declarations before the user's call, the call's argument,
    /// stores after it), to the print adapter and to the binding list, by entity
    /// ([`CustomArgs`]).
    fn custom(&mut self, name: &str, args: &[CustomArg]) -> Result<TokenStream, OdsDiagnostic> {
        let a = asm();
        let n = self.customs;
        self.customs += 1;
        let snake = name.to_snake_case();
        let user_parse = format_ident!("parse_{}", snake);
        let user_print = format_ident!("print_{}", snake);
        let parse_fn = format_ident!("__ods_custom{}_parse", n);
        let print_fn = format_ident!("__ods_custom{}_print", n);
        let mut c = CustomArgs::new(self.op, name);
        for (k, arg) in args.iter().enumerate() {
            let v = format_ident!("a{}", k);
            let e = &arg.element;
            let elem = match &e.kind {
                ElementKind::Qualified(inner) => &**inner,
                _ => e,
            };
            match &elem.kind {
                ElementKind::Operand(i) => c.operand(&v, arg.is_ref, *i, elem.span)?,
                ElementKind::Type(t) => c.type_of(&v, arg.is_ref, t, elem.span)?,
                ElementKind::Attr(i) => {
                    let idx = self.attr_index(*i, elem.span)?;
                    c.attr(&v, arg.is_ref, idx);
                }
                ElementKind::Region(i) => c.region(&v, arg.is_ref, *i),
                ElementKind::Successor(i) => c.successor(&v, arg.is_ref, *i),
                ElementKind::AttrDict { .. } => {
                    c.call.push(quote!(&mut *st));
                    c.print_pre.extend(quote!(let #v = ctx.ir.op(op).attrs;));
                    c.print_call.push(quote!(#v));
                }
                ElementKind::Literal(expr) => {
                    let code = crate::model::Code {
                        text: expr.clone(),
                        span: elem.span,
                    };
                    let t = code::parse_expr(&code, &[])?;
                    c.call.push(t.clone());
                    c.print_call.push(t);
                }
                _ => {
                    return Err(OdsDiagnostic::new(
                        elem.span,
                        "this cannot be an argument of a custom directive",
                    ))
                }
            }
        }
        let CustomArgs {
            pre,
            call,
            post,
            print_pre,
            print_call,
            binds,
            ..
        } = c;
        self.adapters.extend(quote! {
            #[doc(hidden)]
            #[allow(unused_variables, clippy::clone_on_copy)]
            fn #parse_fn(
                p: &mut __rt::OpAsmParser<'_, '_>,
                st: &mut __rt::OperationState,
                b: &mut #a::Parsed,
            ) -> __rt::text::parser::PResult<()> {
                let loc = p.current_location();
                #pre
                #user_parse(p, #(#call),*)?;
                #post
                __rt::Ok(())
            }
            #[doc(hidden)]
            #[allow(unused_variables)]
            fn #print_fn(p: &mut __rt::OpAsmPrinter<'_, '_>, op: __rt::Op) {
                let ctx = p.ctx();
                #print_pre
                #user_print(p, op, #(#print_call),*);
            }
        });
        Ok(quote!(#a::CustomFmt {
            parse: Self::#parse_fn,
            print: Self::#print_fn,
            binds: &[#(#binds),*],
        }))
    }

    fn format_desc(
        &self,
        f: &AsmFormat,
        elements: Vec<TokenStream>,
    ) -> Result<TokenStream, OdsDiagnostic> {
        let a = asm();
        let op = self.op;
        let mut operands = Vec::new();
        for (i, o) in op.operands.iter().enumerate() {
            let sub = match &o.arity {
                Arity::VariadicOfVariadic { segment_attr } => {
                    let ai = op
                        .attributes
                        .iter()
                        .position(|x| &x.name == segment_attr)
                        .ok_or_else(|| OdsDiagnostic::new(o.span, "segment attribute not found"))?;
                    let idx = self.attr_index(ai, o.span)?;
                    Some(quote!(#idx))
                }
                _ => None,
            };
            let ty = self.type_src(&f.operand_types[i])?;
            let class = self.type_class(o.constraint)?;
            operands.push(value_fmt(&o.name, &o.arity, sub, ty, class));
        }
        let mut results = Vec::new();
        for (i, r) in op.results.iter().enumerate() {
            let ty = self.type_src(&f.result_types[i])?;
            let class = self.type_class(r.constraint)?;
            results.push(value_fmt(&r.name, &r.arity, None, ty, class));
        }
        let attrs = self.attr_fmts(f)?;
        let regions = op.regions.iter().map(|r| {
            let n = &r.name;
            let v = r.variadic;
            quote!(#a::RegionFmt { name: #n, variadic: #v })
        });
        let successors = op.successors.iter().map(|s| {
            if s.variadic {
                quote!(__rt::access::GroupKind::Variadic)
            } else {
                quote!(__rt::access::GroupKind::Single)
            }
        });
        let infers = f
            .result_types
            .iter()
            .any(|t| matches!(t, TypeSource::Inferred))
            && op
                .interfaces
                .iter()
                .any(|i| i.known == Some(KnownInterface::InferTypeOpInterface));
        let infer = if infers {
            quote!(__rt::Some(
                <Self as __rt::hooks::InferTypeOpInterface>::infer_return_types
            ))
        } else {
            quote!(__rt::None)
        };
        let term = op.traits.iter().find_map(|t| match t {
            TraitUse::SingleBlockImplicitTerminator(n) => Some(n.clone()),
            _ => None,
        });
        let term = match term {
            Some(n) => quote!(__rt::Some(#n)),
            None => quote!(__rt::None),
        };
        let _ = SegmentMode::None;
        let native = |n: NativeTrait| op.traits.contains(&TraitUse::Native(n));
        let ensure_block = native(NativeTrait::SingleBlock) && native(NativeTrait::NoTerminator);
        Ok(quote!(#a::Format {
            elements: &[#(#elements),*],
            operands: &[#(#operands),*],
            results: &[#(#results),*],
            attrs: &[#(#attrs),*],
            regions: &[#(#regions),*],
            successors: &[#(#successors),*],
            operand_spec: Self::__ODS_OPERANDS,
            result_spec: Self::__ODS_RESULTS,
            infer: #infer,
            implicit_terminator: #term,
            ensure_block: #ensure_block,
        }))
    }

    /// The format's view of every stored inherent attribute, in layout order: where it lives,
    /// how it prints, whether the format binds it (so `attr-dict` leaves it out).
    fn attr_fmts(&self, f: &AsmFormat) -> Result<Vec<TokenStream>, OdsDiagnostic> {
        let a = asm();
        let op = self.op;
        let mut bound = bound_attrs(&f.elements);
        // the segment sizes of a `VariadicOfVariadic` operand are implied by its groups (MLIR
        // leaves them out of the attribute dictionary too)
        for o in &op.operands {
            if let Arity::VariadicOfVariadic { segment_attr } = &o.arity {
                if let Some(ai) = op.attributes.iter().position(|a| &a.name == segment_attr) {
                    bound.push(ai);
                }
            }
        }
        let mut attrs = Vec::new();
        for (ei, (name, slot)) in self.layout.entries.iter().enumerate() {
            let at = match slot {
                Some(s) => {
                    let s = lit(*s);
                    quote!(__rt::access::AttrRef::slot(#s, #name))
                }
                None => quote!(__rt::access::AttrRef::dict(#name)),
            };
            let arg = self.layout.attr_index.iter().position(|x| *x == Some(ei));
            let none = quote!(__rt::None);
            let start = |c: Option<crate::model::OptionalStart>| {
                use crate::model::OptionalStart as S;
                match c {
                    None => quote!(#a::AttrStart::Any),
                    Some(S::String) => quote!(#a::AttrStart::String),
                    Some(S::Array) => quote!(#a::AttrStart::Array),
                    Some(S::SymbolRef) => quote!(#a::AttrStart::SymbolRef),
                    Some(S::Integer) => quote!(#a::AttrStart::Integer),
                }
            };
            let (style, is_default, is_bound, is_property, kind_check, start, required_prop) =
                match arg {
                    Some(ai) => {
                        let d = &op.attributes[ai];
                        let kind_check = match super::verify::storage_check(self.m, d.constraint)? {
                            Some(f) => quote!(__rt::Some(#f)),
                            None => none.clone(),
                        };
                        let class = self.m.constraints[d.constraint.index()]
                            .attr
                            .as_ref()
                            .and_then(|s| s.optional_start);
                        let required_prop = d.is_property
                            && matches!(d.kind, AttrKindDef::Required)
                            && !super::op::is_presence(self.m, d);
                        (
                            self.attr_style(ai)?,
                            self.default_check(ai)?,
                            bound.contains(&ai),
                            d.is_property,
                            kind_check,
                            start(class),
                            required_prop,
                        )
                    }
                    // the segment sizes: implied by the operand / result groups
                    None => (
                        quote!(#a::AttrStyle::Generic),
                        none.clone(),
                        true,
                        false,
                        none.clone(),
                        start(None),
                        false,
                    ),
                };
            attrs.push(quote!(#a::AttrFmt {
                at: #at,
                style: #style,
                is_default: #is_default,
                bound: #is_bound,
                is_property: #is_property,
                kind_check: #kind_check,
                start: #start,
                required_prop: #required_prop,
            }));
        }
        Ok(attrs)
    }

    fn type_ref(&self, r: &TypeRef) -> Result<TokenStream, OdsDiagnostic> {
        let a = asm();
        Ok(match r {
            TypeRef::Operand(i) => {
                let i = *i as u16;
                quote!(#a::TypeRef::Operand(#i))
            }
            TypeRef::Result(i) => {
                let i = *i as u16;
                quote!(#a::TypeRef::Result(#i))
            }
            TypeRef::Attr(i) => {
                let span = self.op.attributes[*i].span;
                let idx = self.attr_index(*i, span)?;
                quote!(#a::TypeRef::Attr(#idx))
            }
        })
    }

    fn type_src(&self, t: &TypeSource) -> Result<TokenStream, OdsDiagnostic> {
        let a = asm();
        Ok(match t {
            TypeSource::Parsed => quote!(#a::TypeSrc::Parsed),
            TypeSource::Inferred => quote!(#a::TypeSrc::Inferred),
            TypeSource::Buildable(c) => {
                let c = &self.m.constraints[c.index()];
                let Some(b) = &c.type_builder else {
                    return Ok(quote!(#a::TypeSrc::Parsed));
                };
                let e = code::parse_expr(b, &[("_ctx", "ctx"), ("_builder", "ctx")])?;
                quote!(#a::TypeSrc::Built(|ctx: &mut __rt::Context| -> __rt::Type { #e }))
            }
            TypeSource::SameAs(r) => {
                let r = self.type_ref(r)?;
                quote!(#a::TypeSrc::SameAs(#r))
            }
            TypeSource::Transformed { from, transform } => {
                let r = self.type_ref(from)?;
                let e = code::parse_expr(transform, &[("_ctx", "ctx"), ("_self", "ty")])?;
                let check = self.source_check(from);
                quote!(#a::TypeSrc::Transformed(#r, |ctx: &mut __rt::Context, ty: __rt::Type| -> __rt::Type { #e }, #check))
            }
        })
    }

    /// The `SourceCheck` of the operand or result group a `TypesMatchWith` transform takes
    /// its type from: its name, constraint and summary (`None` for an attribute or a group
    /// that takes any type).
    fn source_check(&self, from: &TypeRef) -> TokenStream {
        let a = asm();
        let group = match from {
            TypeRef::Operand(i) => self.op.operands.get(*i),
            TypeRef::Result(i) => self.op.results.get(*i),
            TypeRef::Attr(_) => None,
        };
        let Some(g) = group.filter(|g| self.m.constraint(g.constraint).pred != Pred::True) else {
            return quote!(__rt::None);
        };
        let name = &g.name;
        let pred = format_ident!("__ods_constraint_{}", g.constraint.index());
        let summary = &self.m.constraint(g.constraint).summary;
        quote!(__rt::Some(#a::SourceCheck { name: #name, pred: #pred, summary: #summary }))
    }

    /// The `ValueFmt::class` of a group whose constraint is `c` (its `type_class`).
    fn type_class(
        &self,
        c: crate::model::ConstraintId,
    ) -> Result<Option<TokenStream>, OdsDiagnostic> {
        let a = asm();
        let Some((name, code)) = &self.m.constraints[c.index()].type_class else {
            return Ok(None);
        };
        let e = code::parse_expr(code, &[("_ctx", "ctx"), ("_self", "ty")])?;
        // a `type_def` used as the constraint prints stripped and parses with fallback
        let c = &self.m.constraints[c.index()];
        let def = match self.m.type_defs.iter().find(|d| d.rust_name == c.name) {
            Some(d) => {
                let t = super::op::ident(&d.rust_name, c.span)?;
                quote!(__rt::Some(&#t::DEFINITION))
            }
            None => quote!(__rt::None),
        };
        Ok(Some(quote!(#a::TypeClass {
            name: #name,
            is: |ctx: &__rt::Context, ty: __rt::Type| -> bool { #e },
            def: #def,
        })))
    }

    fn attr_style(&self, ai: usize) -> Result<TokenStream, OdsDiagnostic> {
        let a = asm();
        let d = &self.op.attributes[ai];
        let c = &self.m.constraints[d.constraint.index()];
        let Some(s) = &c.attr else {
            return Ok(quote!(#a::AttrStyle::Generic));
        };
        if s.presence {
            return Ok(quote!(#a::AttrStyle::Unit));
        }
        if let Some(e) = s.enum_id {
            let name = &self.m.enums[e.index()].name;
            let t = super::op::ident(name, d.span)?;
            return Ok(quote!(#a::AttrStyle::Enum(&#t::__ODS_INFO)));
        }
        if let Some(path) = &s.enum_path {
            let t: syn::Path = crate::nesting::parse_str(path).map_err(|e| {
                OdsDiagnostic::new(
                    d.span,
                    format!("`enum_attr` needs a `rust_type` naming a generated enum, like `crate::arith::FastMathFlags`: {e}"),
                )
            })?;
            return Ok(quote!(#a::AttrStyle::Enum(&#t::__ODS_INFO)));
        }
        if s.symbol_name {
            return Ok(quote!(#a::AttrStyle::SymbolName));
        }
        if let Some(def) = self.m.attr_defs.iter().find(|x| x.rust_name == c.name) {
            let t = super::op::ident(&def.rust_name, d.span)?;
            return Ok(quote!(#a::AttrStyle::Def(&#t::DEFINITION)));
        }
        if let Some(elem) = &s.dense_array {
            let e = code::parse_expr(elem, &[("_ctx", "ctx"), ("_builder", "ctx")])?;
            return Ok(
                quote!(#a::AttrStyle::DenseArray(|ctx: &mut __rt::Context| -> __rt::Type { #e })),
            );
        }
        if let Some(vt) = &s.value_type {
            let e = code::parse_expr(vt, &[("_ctx", "ctx"), ("_builder", "ctx")])?;
            return Ok(
                quote!(#a::AttrStyle::WithoutType(|ctx: &mut __rt::Context| -> __rt::Type { #e })),
            );
        }
        Ok(quote!(#a::AttrStyle::Generic))
    }

    /// `Some(|ctx, attr| attr equals the default)` for default-valued attributes whose typed
    /// value can be compared.
    fn default_check(&self, ai: usize) -> Result<TokenStream, OdsDiagnostic> {
        let d = &self.op.attributes[ai];
        let none = quote!(__rt::None);
        let default = match &d.kind {
            AttrKindDef::DefaultValued { default }
            | AttrKindDef::DefaultValuedOptional { default } => default,
            _ => return Ok(none),
        };
        let c = &self.m.constraints[d.constraint.index()];
        let Some(conv) = c.attr.as_ref().and_then(|s| s.convert.as_ref()) else {
            return Ok(none);
        };
        let get = code::parse_expr(conv, &[("_ctx", "ctx"), ("_self", "a")])?;
        let def = code::parse_expr(default, &[("_ctx", "ctx")])?;
        Ok(
            quote!(__rt::Some(|ctx: &__rt::Context, a: __rt::Attribute| -> bool { ::core::cmp::PartialEq::eq(&(#get), &(#def)) })),
        )
    }
}

/// What the arguments of one `custom<Name>(...)` directive add to its parse and print adapters
/// (see [`Gen::custom`]): one method per entity kind.
struct CustomArgs<'m> {
    op: &'m OpDef,
    directive: &'m str,
    /// declarations before the user's parse call
    pre: TokenStream,
    /// the parse call's arguments
    call: Vec<TokenStream>,
    /// stores into the parsed state after the call
    post: TokenStream,
    /// declarations before the user's print call
    print_pre: TokenStream,
    /// the print call's arguments
    print_call: Vec<TokenStream>,
    /// what the directive binds (`Bind::...`), for the format engine
    binds: Vec<TokenStream>,
}

impl<'m> CustomArgs<'m> {
    fn new(op: &'m OpDef, directive: &'m str) -> Self {
        CustomArgs {
            op,
            directive,
            pre: TokenStream::new(),
            call: Vec::new(),
            post: TokenStream::new(),
            print_pre: TokenStream::new(),
            print_call: Vec::new(),
            binds: Vec::new(),
        }
    }

    /// An operand group (`$lhs`), or a reference to it (`ref($lhs)`).
    fn operand(
        &mut self,
        v: &proc_macro2::Ident,
        is_ref: bool,
        i: usize,
        span: crate::model::Span,
    ) -> Result<(), OdsDiagnostic> {
        let a = asm();
        let ctx_ident = quote!(ctx);
        let op = self.op;
        let arity = &op.operands[i].arity;
        let gi = lit(i);
        let g16 = i as u16;
        let vov = matches!(arity, Arity::VariadicOfVariadic { .. });
        if is_ref && vov {
            self.pre
                .extend(quote!(let #v = #a::regroup(&b.operands[#gi], &b.sub_sizes[#gi]);));
            self.call.push(quote!(&#v));
        } else if is_ref {
            self.pre.extend(quote!(let #v = b.operands[#gi].clone();));
            self.call.push(quote!(&#v));
        } else {
            self.binds.push(quote!(#a::Bind::Operand(#g16)));
            match arity {
                Arity::Single | Arity::Optional => {
                    self.pre.extend(quote!(let mut #v: __rt::Option<__rt::text::parser::ops::UnresolvedOperand> = __rt::None;));
                    self.call.push(quote!(&mut #v));
                    if matches!(arity, Arity::Single) {
                        let what = format!("operand `{}`", op.operands[i].name);
                        self.post.extend(missing_check(v, self.directive, &what));
                    }
                    self.post.extend(quote!(b.operand_locs[#gi] = loc; b.operands[#gi] = #v.into_iter().collect();));
                }
                Arity::VariadicOfVariadic { .. } => {
                    // the groups' sizes go to the segment attribute
                    self.pre.extend(quote!(let mut #v: ::std::vec::Vec<::std::vec::Vec<__rt::text::parser::ops::UnresolvedOperand>> = ::std::vec::Vec::new();));
                    self.call.push(quote!(&mut #v));
                    self.post.extend(quote! {
                        b.operand_locs[#gi] = loc;
                        b.sub_sizes[#gi] = #v.iter().map(|g| g.len() as i32).collect();
                        b.operands[#gi] = #v.into_iter().flatten().collect();
                    });
                }
                _ => {
                    self.pre.extend(quote!(let mut #v: ::std::vec::Vec<__rt::text::parser::ops::UnresolvedOperand> = ::std::vec::Vec::new();));
                    self.call.push(quote!(&mut #v));
                    self.post
                        .extend(quote!(b.operand_locs[#gi] = loc; b.operands[#gi] = #v;));
                }
            }
        }
        if vov {
            let getter = super::op::getter_ident(&op.operands[i].name, span)?;
            self.print_pre
                .extend(quote!(let #v = Self::from_op_unchecked(op).#getter(ctx);));
        } else {
            self.print_pre.extend(value_getter(
                v,
                arity,
                quote!(__ODS_OPERANDS),
                i,
                &ctx_ident,
            ));
        }
        self.print_call.push(print_arg(v, arity));
        Ok(())
    }

    /// The types of an operand or result group (`type($lhs)`), or a reference to them.
    fn type_of(
        &mut self,
        v: &proc_macro2::Ident,
        is_ref: bool,
        t: &TypeArg,
        span: crate::model::Span,
    ) -> Result<(), OdsDiagnostic> {
        let a = asm();
        let ctx_ident = quote!(ctx);
        let op = self.op;
        let (arity, results, gi) = match t {
            TypeArg::Operand(i) => (op.operands[*i].arity.clone(), false, *i),
            TypeArg::Result(i) => (op.results[*i].arity.clone(), true, *i),
            _ => (Arity::Variadic, false, usize::MAX),
        };
        let field = if results {
            quote!(result_types)
        } else {
            quote!(operand_types)
        };
        let giv = lit(gi);
        let g16 = gi as u16;
        if gi == usize::MAX {
            return Err(OdsDiagnostic::new(
                    span,
                    "`type(operands)` and `type(results)` cannot be passed to a custom directive; name the groups",
                ));
        }
        let vov = matches!(arity, Arity::VariadicOfVariadic { .. });
        if is_ref && vov {
            self.pre.extend(quote!(let #v = #a::regroup(&b.#field[#giv].clone().unwrap_or_default(), &b.sub_sizes[#giv]);));
            self.call.push(quote!(&#v));
        } else if is_ref {
            self.pre
                .extend(quote!(let #v = b.#field[#giv].clone().unwrap_or_default();));
            self.call.push(quote!(&#v));
        } else {
            self.binds.push(if results {
                quote!(#a::Bind::ResultType(#g16))
            } else {
                quote!(#a::Bind::OperandType(#g16))
            });
            match arity {
                Arity::Single | Arity::Optional => {
                    self.pre
                        .extend(quote!(let mut #v: __rt::Option<__rt::Type> = __rt::None;));
                    self.call.push(quote!(&mut #v));
                    if matches!(arity, Arity::Single) {
                        let what = "a type".to_string();
                        self.post.extend(missing_check(v, self.directive, &what));
                    }
                    self.post
                        .extend(quote!(b.#field[#giv] = __rt::Some(#v.into_iter().collect());));
                }
                Arity::VariadicOfVariadic { .. } => {
                    self.pre.extend(quote!(let mut #v: ::std::vec::Vec<::std::vec::Vec<__rt::Type>> = ::std::vec::Vec::new();));
                    self.call.push(quote!(&mut #v));
                    self.post.extend(
                        quote!(b.#field[#giv] = __rt::Some(#v.into_iter().flatten().collect());),
                    );
                }
                _ => {
                    self.pre.extend(
                        quote!(let mut #v: ::std::vec::Vec<__rt::Type> = ::std::vec::Vec::new();),
                    );
                    self.call.push(quote!(&mut #v));
                    self.post.extend(quote!(b.#field[#giv] = __rt::Some(#v);));
                }
            }
        }
        let spec = if results {
            quote!(__ODS_RESULTS)
        } else {
            quote!(__ODS_OPERANDS)
        };
        if vov {
            let getter = super::op::getter_ident(&op.operands[gi].name, span)?;
            self.print_pre.extend(quote! {
                let #v: ::std::vec::Vec<::std::vec::Vec<__rt::Type>> = Self::from_op_unchecked(op)
                    .#getter(ctx)
                    .iter()
                    .map(|g| g.iter().map(|&x| ctx.ir.value_type(x)).collect())
                    .collect();
            });
        } else {
            self.print_pre
                .extend(type_getter(v, &arity, spec, gi, &ctx_ident));
        }
        self.print_call.push(print_arg(v, &arity));
        Ok(())
    }

    /// An inherent attribute (entry `idx` of the op's attribute table), or a reference to it.
    fn attr(&mut self, v: &proc_macro2::Ident, is_ref: bool, idx: u16) {
        let a = asm();
        let iv = lit(idx as usize);
        if is_ref {
            self.pre.extend(quote!(let #v = b.attrs[#iv];));
            self.call.push(quote!(#v));
        } else {
            self.binds.push(quote!(#a::Bind::Attr(#idx)));
            self.pre
                .extend(quote!(let mut #v: __rt::Option<__rt::Attribute> = __rt::None;));
            self.call.push(quote!(&mut #v));
            self.post
                .extend(quote!(if #v.is_some() { b.attrs[#iv] = #v; }));
        }
        self.print_pre
            .extend(quote!(let #v = Self::__ODS_ATTRS[#iv].get(ctx, op);));
        self.print_call.push(quote!(#v));
    }

    /// A region, or a reference to it.
    fn region(&mut self, v: &proc_macro2::Ident, is_ref: bool, i: usize) {
        let a = asm();
        let op = self.op;
        let r = &op.regions[i];
        let iv = lit(i);
        let i16 = i as u16;
        if is_ref {
            self.pre.extend(quote!(let #v = b.regions[#iv].clone();));
            self.call.push(quote!(&#v));
        } else {
            self.binds.push(quote!(#a::Bind::Region(#i16)));
            if r.variadic {
                self.pre.extend(
                    quote!(let mut #v: ::std::vec::Vec<__rt::Region> = ::std::vec::Vec::new();),
                );
                self.call.push(quote!(&mut #v));
                self.post.extend(quote!(b.regions[#iv] = #v;));
            } else {
                self.pre
                    .extend(quote!(let mut #v: __rt::Option<__rt::Region> = __rt::None;));
                self.call.push(quote!(&mut #v));
                self.post.extend(missing_check(
                    v,
                    self.directive,
                    &format!("region `{}`", r.name),
                ));
                self.post
                    .extend(quote!(b.regions[#iv] = #v.into_iter().collect();));
            }
        }
        if r.variadic {
            self.print_pre
                .extend(quote!(let #v = __rt::access::regions_from(ctx, op, #iv);));
        } else {
            self.print_pre
                .extend(quote!(let #v = __rt::access::region(ctx, op, #iv);));
        }
        self.print_call.push(quote!(#v));
    }

    /// A successor, or a reference to it.
    fn successor(&mut self, v: &proc_macro2::Ident, is_ref: bool, i: usize) {
        let a = asm();
        let op = self.op;
        let s = &op.successors[i];
        let iv = lit(i);
        let i16 = i as u16;
        if is_ref {
            self.pre.extend(quote!(let #v = b.successors[#iv].clone();));
            self.call.push(quote!(&#v));
        } else {
            self.binds.push(quote!(#a::Bind::Successor(#i16)));
            if s.variadic {
                self.pre.extend(
                    quote!(let mut #v: ::std::vec::Vec<__rt::Block> = ::std::vec::Vec::new();),
                );
                self.call.push(quote!(&mut #v));
                self.post.extend(quote!(b.successors[#iv] = #v;));
            } else {
                self.pre
                    .extend(quote!(let mut #v: __rt::Option<__rt::Block> = __rt::None;));
                self.call.push(quote!(&mut #v));
                self.post.extend(missing_check(
                    v,
                    self.directive,
                    &format!("successor `{}`", s.name),
                ));
                self.post
                    .extend(quote!(b.successors[#iv] = #v.into_iter().collect();));
            }
        }
        if s.variadic {
            self.print_pre
                .extend(quote!(let #v = __rt::access::successors_from(ctx, op, #iv);));
        } else {
            self.print_pre
                .extend(quote!(let #v = __rt::access::successor(ctx, op, #iv);));
        }
        self.print_call.push(quote!(#v));
    }
}

fn missing_check(v: &proc_macro2::Ident, directive: &str, what: &str) -> TokenStream {
    let msg = format!("custom directive `{directive}` did not set {what}");
    quote! {
        if #v.is_none() {
            return __rt::Err(p.emit_error(loc, #msg));
        }
    }
}

/// A `ValueFmt` through its constructors: `ValueFmt::new(..)`, then `.with_sub_sizes(..)` and
/// `.with_class(..)` only where they apply.
fn value_fmt(
    name: &str,
    arity: &Arity,
    sub: Option<TokenStream>,
    ty: TokenStream,
    class: Option<TokenStream>,
) -> TokenStream {
    let a = asm();
    let kind = match arity {
        Arity::Single => quote!(__rt::access::GroupKind::Single),
        Arity::Optional => quote!(__rt::access::GroupKind::Optional),
        _ => quote!(__rt::access::GroupKind::Variadic),
    };
    let mut v = quote!(#a::ValueFmt::new(#name, #kind, #ty));
    if let Some(sub) = sub {
        v.extend(quote!(.with_sub_sizes(#sub)));
    }
    if let Some(class) = class {
        v.extend(quote!(.with_class(#class)));
    }
    v
}

fn value_getter(
    v: &proc_macro2::Ident,
    arity: &Arity,
    spec: TokenStream,
    g: usize,
    ctx: &TokenStream,
) -> TokenStream {
    let gi = lit(g);
    match arity {
        Arity::Single => quote!(let #v = Self::#spec.single(#ctx, op, #gi);),
        Arity::Optional => quote!(let #v = Self::#spec.optional(#ctx, op, #gi);),
        _ => {
            quote!(let #v: ::std::vec::Vec<__rt::Value> = Self::#spec.values(#ctx, op, #gi).collect();)
        }
    }
}

fn type_getter(
    v: &proc_macro2::Ident,
    arity: &Arity,
    spec: TokenStream,
    g: usize,
    ctx: &TokenStream,
) -> TokenStream {
    let gi = lit(g);
    match arity {
        Arity::Single => quote!(let #v = #ctx.ir.value_type(Self::#spec.single(#ctx, op, #gi));),
        Arity::Optional => {
            quote!(let #v = Self::#spec.optional(#ctx, op, #gi).map(|x| #ctx.ir.value_type(x));)
        }
        _ => {
            quote!(let #v: ::std::vec::Vec<__rt::Type> = Self::#spec.values(#ctx, op, #gi).map(|x| #ctx.ir.value_type(x)).collect();)
        }
    }
}

fn print_arg(v: &proc_macro2::Ident, arity: &Arity) -> TokenStream {
    match arity {
        Arity::Single | Arity::Optional => quote!(#v),
        _ => quote!(&#v),
    }
}

/// The attribute arguments bound anywhere in the format (attr-dict leaves them out).
fn bound_attrs(es: &[Element]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut stack: Vec<&Element> = es.iter().collect();
    while let Some(e) = stack.pop() {
        match &e.kind {
            ElementKind::Attr(i) => out.push(*i),
            ElementKind::Qualified(inner) => stack.push(inner),
            ElementKind::Custom { args, .. } => {
                stack.extend(args.iter().filter(|a| !a.is_ref).map(|a| &a.element))
            }
            ElementKind::Optional(g) => {
                stack.extend(g.then.iter());
                stack.extend(g.else_elements.iter());
            }
            ElementKind::OIList(cs) => {
                for c in cs {
                    stack.extend(c.elements.iter());
                }
            }
            _ => {}
        }
    }
    out
}
