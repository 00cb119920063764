variable "a" {
  type     = string
  nullable = false
}
variable "b" {
  type     = string
  default  = "b"
  nullable = false
}
variable "c" {
  type    = string
  default = "c"
}
variable "password" {
  type      = string
  sensitive = true
}
variable "token" {
  type = string
}
variable "session" {
  type = string
}
variable "key" {
  type      = string
  ephemeral = true
}
