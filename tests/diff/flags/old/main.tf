variable "a" {
  type = string
}
variable "b" {
  type    = string
  default = "b"
}
variable "c" {
  type     = string
  nullable = false
  default  = "c"
}
variable "password" {
  type = string
}
variable "token" {
  type      = string
  sensitive = true
}
variable "session" {
  type      = string
  ephemeral = true
}
variable "key" {
  type = string
}
