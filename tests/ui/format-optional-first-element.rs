mod d {
    ods_macros::include_ods!("format-optional-first-element.ods");
}

fn main() {}
