variable "rules" {
  type    = any
  default = x . * . y . .
}
variable "tags" {
  type    = any
  default = 1
}
