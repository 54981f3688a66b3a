mod d {
    ods_macros::include_ods!("def-format-group-first-element.ods");

}

fn main() {}
