mod d {
    ods_macros::include_ods!("format-property-missing.ods");
}

fn main() {}
