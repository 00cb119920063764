# A dynamic block's content is read once per block it generates (Terraform's EvalBlock reads
# the expanded body): var.gone twice, local.none never (empty for_each), var.later never
# (for_each not known in validate).
variable "ids" { type = set(string) }
resource "toy_thing" "c" {
  name = "x"
  dynamic "item" {
    for_each = { a = true, b = false }
    content {
      x = var.gone
    }
  }
  dynamic "part" {
    for_each = []
    content {
      n = local.none
    }
  }
}
resource "toy_thing" "d" {
  name = "x"
  dynamic "item" {
    for_each = var.ids
    content {
      x = var.later
    }
  }
}
