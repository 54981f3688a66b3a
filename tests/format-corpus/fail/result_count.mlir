// `format_multiple_variadic_results` defines as many results as types.
%0 = test.format_multiple_variadic_results : (i64), (f32)
