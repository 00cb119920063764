variable "port" {
  type = number
}
variable "name" {
  type = string
}
variable "ids" {
  type = list(string)
}
variable "zones" {
  type = set(string)
}
variable "labels" {
  type = map(number)
}
variable "anything" {
  type = any
}
variable "rules" {
  type = list(object({
    port     = number
    protocol = optional(string, "tcp")
  }))
}
variable "settings" {
  type = object({
    name    = string
    size    = optional(number, 10)
    options = optional(map(string), {})
  })
}
variable "pair" {
  type = tuple([string, number])
}
variable "cidrs" {
  type = list(string)
}
variable "matrix" {
  type = map(list(object({ a = string })))
}
variable "flags" {
  type = list(bool)
}
