mod d {
    ods_macros::include_ods!("def-format-parameter-bound-twice.ods");

}

fn main() {}
