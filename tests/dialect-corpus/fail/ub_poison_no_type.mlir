// ub.poison names its type.
%0 = ub.poison
