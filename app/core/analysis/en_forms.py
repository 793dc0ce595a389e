"""English word forms the Porter stemmer cannot join: irregular verbs and plurals, and Bible-English ones.

Porter only strips regular suffixes, so "rose" and "risen" never meet "rise", nor "forgiven" "forgive",
"men" "man" or "spake" "speak". `base_form` maps such a folded word to its dictionary form before Porter
runs, at index and at query time alike, so all of them share one stem.

Deliberately left out, because in Bible English the form is at least as often another word: left (the left
hand, not "leave"), ground (not "grind"), wound (not "wind"), lay and lie (two verbs), born and bare (not
"bear": "born again", "bare feet"), tore/torn (tear, also of weeping), thought(s), lives and leaves (verbs as
often as plurals), saw, bit, sod.

Two regular patterns of older English are also joined: the third person in -eth, stemmed as the modern -s
form it is ("believeth", "loveth", "runneth" as "believes", "loves", "runs"), and plurals in -men
("horsemen" → "horseman").
"""

from __future__ import annotations

__all__ = ["IRREGULAR", "base_form"]


def _table(text: str) -> dict[str, str]:
    """`base: form form ...` lines → {form: base}."""
    out: dict[str, str] = {}
    for line in text.strip().splitlines():
        base, forms = line.split(":")
        for form in forms.split():
            assert form not in out, form
            out[form] = base.strip()
    return out


IRREGULAR: dict[str, str] = _table(
    """
    abide: abode abidden
    arise: arose arisen
    awake: awoke awoken
    bear: bore borne
    beat: beaten
    become: became
    befall: befell befallen
    beget: begat begot begotten
    begin: began begun
    behold: beheld
    bend: bent
    bereave: bereft
    beseech: besought
    bid: bade bidden
    bind: bound
    bite: bitten
    bleed: bled
    blow: blew blown
    break: broke broken brake
    breed: bred
    bring: brought
    build: built
    burn: burnt
    buy: bought
    catch: caught
    choose: chose chosen
    cleave: clave cleft
    cling: clung
    clothe: clad
    come: came
    creep: crept
    dare: durst
    dig: dug
    draw: drew drawn
    dream: dreamt
    drink: drank drunk drunken
    drive: drove driven
    dwell: dwelt
    eat: ate eaten
    fall: fell fallen
    feed: fed
    feel: felt
    fight: fought
    find: found
    flee: fled
    fling: flung
    fly: flew flown
    forbear: forbore forborne
    forbid: forbade forbidden
    foresee: foresaw foreseen
    foretell: foretold
    forget: forgot forgotten
    forgive: forgave forgiven
    forsake: forsook forsaken
    freeze: froze frozen
    get: got gotten gat
    gird: girt
    give: gave given
    go: went gone
    grow: grew grown
    hang: hung
    hear: heard
    help: holpen
    hew: hewn
    hide: hid hidden
    hold: held
    keep: kept
    kneel: knelt
    know: knew known wist wot
    lay: laid
    lead: led
    lean: leant
    leap: leapt
    learn: learnt
    lend: lent
    lie: lain
    light: lit
    lose: lost
    make: made
    mean: meant
    meet: met
    mow: mown
    overcome: overcame
    overtake: overtook overtaken
    partake: partook partaken
    pay: paid
    prove: proven
    ride: rode ridden
    ring: rang rung
    rise: rose risen
    run: ran
    say: said saith
    see: seen
    seek: sought
    sell: sold
    send: sent
    shake: shook shaken
    shear: shorn
    shine: shone
    shoot: shot
    show: shown shew shewed shewn sheweth shewing
    shrink: shrank shrunk
    sing: sang sung
    sink: sank sunk
    sit: sat
    slay: slew slain
    sleep: slept
    slide: slid
    sling: slung
    smite: smote smitten
    sow: sown
    speak: spoke spoken spake
    speed: sped
    spend: spent
    spin: spun
    spit: spat
    spring: sprang sprung
    stand: stood
    steal: stole stolen
    stick: stuck
    sting: stung
    stink: stank stunk
    stride: strode
    strike: struck stricken
    string: strung
    strive: strove striven
    swear: swore sworn sware
    sweep: swept
    swell: swollen
    swim: swam swum
    swing: swung
    take: took taken
    teach: taught
    tell: told
    thrive: throve thriven
    throw: threw thrown
    tread: trod trodden
    understand: understood
    undertake: undertook undertaken
    uphold: upheld
    wake: woke woken
    wear: wore worn
    weave: wove woven
    weep: wept
    win: won
    withdraw: withdrew withdrawn
    withhold: withheld
    withstand: withstood
    work: wrought
    wring: wrung
    write: wrote written
    man: men
    woman: women
    child: children
    brother: brethren
    foot: feet
    tooth: teeth
    ox: oxen
    goose: geese
    mouse: mice
    louse: lice
    cow: kine
    wife: wives
    knife: knives
    loaf: loaves
    thief: thieves
    wolf: wolves
    calf: calves
    half: halves
    sheaf: sheaves
    shelf: shelves
    """
)

# Words in -men that are not plurals of -man, and words in -eth that are not verbs.
_NOT_MEN = frozenset("amen omen semen abdomen specimen regimen acumen stamen hymen yemen lumen".split())
_NOT_ETH = frozenset("teeth seth beth heth sheth japheth nazareth elizabeth elisabeth".split())
_MIN_ETH = 5  # goeth, doeth, seeth; shorter words in -eth are names (Heth, Seth)


def base_form(word: str) -> str | None:
    """The word to stem instead of `word` (a folded word), or None when Porter can take it as it is.

    An -eth verb becomes its modern -s form, which Porter then stems as it stems modern text.
    """
    base = IRREGULAR.get(word)
    if base is not None:
        return base
    if len(word) > 4 and word.endswith("men") and word not in _NOT_MEN and word.isalpha():
        return word[:-3] + "man"
    if len(word) >= _MIN_ETH and word.endswith("eth") and word not in _NOT_ETH and word.isalpha():
        if word.endswith("tieth"):  # ordinals: twentieth, thirtieth (but "dieth", "crieth" are verbs)
            return None
        stem = word[:-3]
        if stem[-1] == stem[-2] and stem[-1] not in "aeioudlsfz":
            return stem[:-1] + "s"  # runneth → runs, sitteth → sits (not passeth, falleth, addeth)
        return stem + "es"  # goeth → goes, seeth → sees, loveth → loves, crieth → cries
    return None
