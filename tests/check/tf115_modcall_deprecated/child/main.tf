variable "old" {
  type       = string
  default    = null
  deprecated = "Use \"new\" instead."
}

variable "new" {
  type    = string
  default = "x"
}

output "value" {
  value = coalesce(var.old, var.new)
}
