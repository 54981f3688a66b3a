// The poison attribute written in the custom form must be a poison attribute.
%0 = ub.poison <1 : i32> : i32
