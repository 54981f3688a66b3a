// The optional result of `format_optional_result_d_op` is an `F80`.
%0 = test.format_optional_result_d_op : f32
