mod d {
    ods_macros::include_ods!("def-array-arguments.ods");

}

fn main() {}
