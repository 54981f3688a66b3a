mod d {
    ods_macros::include_ods!("def-optional-arguments.ods");

}

fn main() {}
