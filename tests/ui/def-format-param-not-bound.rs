mod d {
    ods_macros::include_ods!("def-format-param-not-bound.ods");

}

fn main() {}
