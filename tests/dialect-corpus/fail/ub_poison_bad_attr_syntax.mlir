// The poison attribute is written in angle brackets after ub.poison.
%0 = ub.poison #ub.poison : i32
