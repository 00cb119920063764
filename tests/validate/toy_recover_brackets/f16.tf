variable "v16" {
  default = {a = 1 b = 2}
}
variable "v16b" {
  type = object({a = "x
}
