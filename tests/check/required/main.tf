variable "needed" {
  type = string
}
variable "not_null" {
  type     = string
  nullable = false
}
variable "defaulted" {
  type     = string
  nullable = false
  default  = "fallback"
}
