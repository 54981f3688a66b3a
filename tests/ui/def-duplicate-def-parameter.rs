mod d {
    ods_macros::include_ods!("def-duplicate-def-parameter.ods");

}

fn main() {}
