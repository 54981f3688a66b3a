mod d {
    ods_macros::include_ods!("def-mutable-needs-custom-assembly.ods");

}

fn main() {}
